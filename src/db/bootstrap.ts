import type { Payload } from 'payload'
import { slugs } from '@collections/slugs'
import { migrations } from '@/migrations'
import { withAdvisoryLock } from './advisoryLock'
import { ensureFirstAdmin } from './localAdmin'

// The generated migrations are typed for the Postgres adapter; payload.db speaks of any adapter.
type MigrationList = NonNullable<NonNullable<Parameters<Payload['db']['migrate']>[0]>['migrations']>

type Options = { databaseUrl: string; adminEmail?: string; adminPassword?: string; allowLocalAdmin: boolean }

/** At every start: apply the committed migrations, seed an empty database, make sure an admin exists. */
export async function bootstrap(payload: Payload, options: Options): Promise<void> {
  await withAdvisoryLock(options.databaseUrl, 'combles-bootstrap', async () => {
    await payload.db.migrate({ migrations: migrations as unknown as MigrationList })
    const { totalDocs } = await payload.count({ collection: slugs.projects, overrideAccess: true })
    if (totalDocs === 0) {
      // Loaded only when needed: the seed and its data are large.
      const { seed } = await import('@/seed')
      await seed(payload)
    }
    await ensureFirstAdmin(payload, options)
  })
}
