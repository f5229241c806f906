import type { Payload } from 'payload'
import { slugs } from '@collections/slugs'
import { seed } from '@/seed'
import { migrations } from '@/migrations'
import { withAdvisoryLock } from './advisoryLock'
import { ensureFirstAdmin } from './localAdmin'

type Options = { databaseUrl: string; adminEmail?: string; adminPassword?: string; allowLocalAdmin: boolean }

/** At every start: apply the committed migrations, seed an empty database, make sure an admin exists. */
export async function bootstrap(payload: Payload, options: Options): Promise<void> {
  await withAdvisoryLock(options.databaseUrl, 'combles-bootstrap', async () => {
    await payload.db.migrate({ migrations })
    const { totalDocs } = await payload.count({ collection: slugs.projects, overrideAccess: true })
    if (totalDocs === 0) await seed(payload)
    await ensureFirstAdmin(payload, options)
  })
}
