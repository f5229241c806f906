import { sql } from '@payloadcms/db-postgres'
import type { transactionDb } from '@/db/transactionDb'
import { CACHE_TAGS_CHANNEL } from './cacheTagsChannel'

type Database = Awaited<ReturnType<typeof transactionDb>>

/**
 * Has every app instance clear the cache tags: a NOTIFY in the change's own transaction, which PostgreSQL
 * delivers at commit to every instance listening (listenForCacheTags.ts), the one that made the change
 * included. So a change made outside a request (the job runner's scheduled publication, the seed, a script)
 * clears them like an editor's save, no instance re-renders before the commit, and a rolled-back change
 * clears nothing. If the NOTIFY fails, the change fails with it: never a silent skip.
 */
export async function announceCacheTags(db: Database, tags: readonly string[]): Promise<void> {
  if (tags.length) await db.execute(sql`select pg_notify(${CACHE_TAGS_CHANNEL}, ${JSON.stringify(tags)})`)
}
