import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

/** The Payload instance of the integration tests, on their own database (see globalSetup). */
export const getTestPayload = (): Promise<Payload> => getPayload({ config })
