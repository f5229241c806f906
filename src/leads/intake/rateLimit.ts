import type { Payload } from 'payload'
import { postgresOf } from '@/db/postgres'

export type RateLimit = { max: number; windowSeconds: number }

const DAY_MS = 86_400_000
// The window this process last pruned after: old windows are swept once per window, not per request.
let prunedAfter = 0

/**
 * Counts one hit for `key` in the current fixed window and says whether it stays within the limit.
 * One atomic upsert in PostgreSQL, so concurrent requests on several instances count exactly.
 */
export async function hitRateLimit(payload: Payload, key: string, { max, windowSeconds }: RateLimit, now = new Date()) {
  const { pool } = postgresOf(payload)
  const windowStart = new Date(Math.floor(now.getTime() / (windowSeconds * 1000)) * windowSeconds * 1000)
  const result = await pool.query<{ hits: number }>({
    name: 'hit-rate-limit',
    text: `insert into rate_limits (key, window_start, hits, updated_at, created_at)
     values ($1, $2, 1, now(), now())
     on conflict (key, window_start) do update set hits = rate_limits.hits + 1, updated_at = now()
     returning hits`,
    values: [key, windowStart.toISOString()],
  })
  const hits = Number(result.rows[0]?.hits ?? 1)
  if (windowStart.getTime() > prunedAfter) {
    // A new window for this process: forget the windows of yesterday and before.
    prunedAfter = windowStart.getTime()
    await pool.query('delete from rate_limits where window_start < $1', [new Date(now.getTime() - DAY_MS).toISOString()])
  }
  return { allowed: hits <= max, hits }
}
