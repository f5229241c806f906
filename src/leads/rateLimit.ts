import { sql } from '@payloadcms/db-postgres'
import type { PostgresAdapter } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

export type RateLimit = { max: number; windowSeconds: number }

/**
 * Counts one hit for `key` in the current fixed window and says whether it stays within the limit.
 * One atomic upsert in PostgreSQL, so concurrent requests on several instances count exactly.
 */
export async function hitRateLimit(payload: Payload, key: string, { max, windowSeconds }: RateLimit, now = new Date()) {
  const db = payload.db as unknown as PostgresAdapter
  const windowStart = new Date(Math.floor(now.getTime() / (windowSeconds * 1000)) * windowSeconds * 1000)
  const result = await db.drizzle.execute(sql`
    insert into rate_limits (key, window_start, hits, updated_at, created_at)
    values (${key}, ${windowStart.toISOString()}, 1, now(), now())
    on conflict (key, window_start) do update set hits = rate_limits.hits + 1, updated_at = now()
    returning hits`)
  const hits = Number((result.rows[0] as { hits: number | string } | undefined)?.hits ?? 1)
  if (hits === 1) {
    // A new window: forget the windows of yesterday and before.
    await db.drizzle.execute(sql`delete from rate_limits where window_start < ${new Date(now.getTime() - 86_400_000).toISOString()}`)
  }
  return { allowed: hits <= max, hits }
}
