import type { Payload } from 'payload'
import { queueMissingMediaSizes } from '@collections/makeMediaSizes'
import { slugs } from '@collections/slugs'
import { migrations } from '@/migrations'
import { withAdvisoryLock } from './advisoryLock'
import { ensureFirstAdmin } from './localAdmin'

// The generated migrations are typed for the Postgres adapter; payload.db speaks of any adapter.
type MigrationList = NonNullable<NonNullable<Parameters<Payload['db']['migrate']>[0]>['migrations']>

type Options = { databaseUrl: string; adminEmail?: string; adminPassword?: string; allowLocalAdmin: boolean }

/** Set once the seed has run to its end: a seed stopped half-way is run again at the next start. */
const SEEDED_KEY = 'seed-complete'

class StartupError extends Error {
  override name = 'StartupError'
}

/**
 * At every start: apply the committed migrations, seed a database the seed has not completed, make sure an
 * admin exists, queue the sizes of photos stored before they existed. Any failure stops the start with one French line naming its cause: a site half seeded
 * never answers.
 */
export async function bootstrap(payload: Payload, options: Options): Promise<void> {
  try {
    await withAdvisoryLock(options.databaseUrl, 'combles-bootstrap', async () => {
      await payload.db.migrate({ migrations: migrations as unknown as MigrationList })
      if (!(await payload.kv.has(SEEDED_KEY)) && !(await seededBeforeTheMarker(payload))) {
        // Loaded only when needed: the seed and its data are large. It is idempotent, so a second run completes a first one.
        const { seed } = await import('@/seed')
        await seed(payload)
      }
      await payload.kv.set(SEEDED_KEY, { at: new Date().toISOString() })
      await ensureFirstAdmin(payload, options)
      await queueMissingMediaSizes(payload)
    })
  } catch (error) {
    const cause = error instanceof Error ? error.message : String(error)
    throw new StartupError(`Démarrage impossible\u00a0: la base n’a pas pu être préparée (${cause.slice(0, 300)})`, { cause: error })
  }
}

/** A database seeded by a version without the marker: an admin and its projects exist. */
async function seededBeforeTheMarker(payload: Payload): Promise<boolean> {
  const [projects, users] = await Promise.all([
    payload.count({ collection: slugs.projects, overrideAccess: true }),
    payload.count({ collection: slugs.users, overrideAccess: true }),
  ])
  return projects.totalDocs > 0 && users.totalDocs > 0
}
