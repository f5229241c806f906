/** npm run seed: loads (or reloads) all content into the database. */
import config from '@payload-config'
import { getPayload } from 'payload'
import { seed } from '../src/seed'

const payload = await getPayload({ config })
await seed(payload)
await payload.destroy()
process.exit(0)
