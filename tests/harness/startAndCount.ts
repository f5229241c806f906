/** Starts Payload as the app does (migrations, seed, first admin) and prints what the database then holds. */
import config from '@payload-config'
import { getPayload } from 'payload'
import { slugs } from '@collections/slugs'

const payload = await getPayload({ config })
const count = async (collection: 'pages' | 'projects' | 'users' | 'media') =>
  (await payload.count({ collection: slugs[collection], overrideAccess: true })).totalDocs
const counts = { pages: await count('pages'), projects: await count('projects'), users: await count('users'), media: await count('media') }
process.stdout.write(`${JSON.stringify(counts)}\n`)
await payload.destroy()
process.exit(0)
