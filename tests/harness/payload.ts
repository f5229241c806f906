import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

/**
 * The Payload instance of the integration tests, on their own database (see globalSetup). Started once
 * per test process and shared by the integration files (the project runs them in one process, without
 * isolation): starting Payload costs seconds, and a file never destroys it. Each file makes its own data.
 */
export const getTestPayload = (): Promise<Payload> => getPayload({ config })
