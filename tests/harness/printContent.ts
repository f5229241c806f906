/**
 * Starts the app's Payload on DATABASE_URL as a server does (migrations, seed when not done, first admin) and
 * prints what it serves of the pages and leads, as one JSON line: for the backup round trip
 * (tests/integration/backupRoundTrip.test.ts), which compares it with the source's.
 */
import config from '@payload-config'
import { getPayload } from 'payload'
import { servedContent } from './servedContent'

const payload = await getPayload({ config })
process.stdout.write(`${JSON.stringify(await servedContent(payload))}\n`)
await payload.destroy()
process.exit(0)
