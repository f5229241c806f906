import type pg from 'pg'
import type { Payload } from 'payload'
import { postgresOf } from '@/db/postgres'

export type RateLimit = { max: number; windowSeconds: number }

/** One hit of `key` in the fixed window that holds `now`, and the most hits that window allows. */
type LimitHit = { key: string; windowStart: Date; max: number }

const DAY_MS = 86_400_000
// The window this process last pruned after: old windows are swept once per window, not per request.
let prunedAfter = 0

function limitHit(key: string, { max, windowSeconds }: RateLimit, now = new Date()): LimitHit {
  return { key, max, windowStart: new Date(Math.floor(now.getTime() / (windowSeconds * 1000)) * windowSeconds * 1000) }
}

/**
 * The upsert that counts one hit and returns the window's hits: atomic in PostgreSQL, so concurrent requests
 * on several instances count exactly.
 */
const countHitSql = `insert into rate_limits (key, window_start, hits, updated_at, created_at)
     values ($1, $2, 1, now(), now())
     on conflict (key, window_start) do update set hits = rate_limits.hits + 1, updated_at = now()
     returning hits`

/** A new window for this process: forget the windows of yesterday and before. */
async function forgetOldWindows(pool: Pick<pg.Pool, 'query'>, { windowStart }: LimitHit, now = new Date()) {
  if (windowStart.getTime() <= prunedAfter) return
  prunedAfter = windowStart.getTime()
  await pool.query('delete from rate_limits where window_start < $1', [new Date(now.getTime() - DAY_MS).toISOString()])
}

/** Counts one hit for `key` in the current fixed window and says whether it stays within the limit. */
export async function hitRateLimit(payload: Payload, key: string, limit: RateLimit, now = new Date()) {
  const { pool } = postgresOf(payload)
  const hit = limitHit(key, limit, now)
  const result = await pool.query<{ hits: number }>({
    name: 'hit-rate-limit',
    text: countHitSql,
    values: [hit.key, hit.windowStart.toISOString()],
  })
  const hits = Number(result.rows[0]?.hits ?? 1)
  await forgetOldWindows(pool, hit, now)
  return { allowed: hits <= limit.max, hits }
}
