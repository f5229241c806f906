import type pg from 'pg'
import type { Payload } from 'payload'
import { postgresOf } from '@/db/postgres'
import { createAudienceCounter, type AudienceRow } from './audienceCounter'

/** Counters are kept 25 months, the CNIL's bound for audience measurement exempt from consent. */
const KEPT_MONTHS = 25

/** The first day kept: 25 months before today (as YYYY-MM-DD, which compares as the days do). */
export function firstDayKept(today: Date): string {
  const first = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - KEPT_MONTHS, today.getUTCDate()))
  return first.toISOString().slice(0, 10)
}

/** One upsert for every waiting counter: each count is added to the stored one, atomically, whatever instance wrote before. */
const addCountsSql = `insert into audience_counts (day, path, form, step, source, medium, campaign, kind, count, updated_at, created_at)
  select day, path, form, step, source, medium, campaign, kind::enum_audience_counts_kind, count, now(), now()
  from unnest($1::varchar[], $2::varchar[], $3::varchar[], $4::int[], $5::varchar[], $6::varchar[], $7::varchar[], $8::varchar[], $9::int[])
    as t(day, path, form, step, source, medium, campaign, kind, count)
  on conflict (day, path, form, step, source, medium, campaign, kind)
  do update set count = audience_counts.count + excluded.count, updated_at = now()`

// The day this process last dropped the counters past their 25 months: once a day, not per write.
let prunedOn = ''

async function writeCounts(pool: Pick<pg.Pool, 'query'>, rows: AudienceRow[]) {
  const column = <Key extends keyof AudienceRow>(key: Key) => rows.map((row) => row[key])
  await pool.query({
    name: 'add-audience-counts',
    text: addCountsSql,
    values: [
      column('day'),
      column('path'),
      column('form'),
      column('step'),
      column('source'),
      column('medium'),
      column('campaign'),
      column('kind'),
      column('count'),
    ],
  })
  const today = new Date()
  if (prunedOn !== today.toISOString().slice(0, 10)) {
    prunedOn = today.toISOString().slice(0, 10)
    await pool.query('delete from audience_counts where day < $1', [firstDayKept(today)])
  }
}

let counter: ReturnType<typeof createAudienceCounter> | null = null

/** The process's one counter (every route that counts shares it), writing with Payload's pool. */
export function audienceCounterOf(payload: Payload) {
  counter ??= createAudienceCounter((rows) => writeCounts(postgresOf(payload).pool, rows))
  return counter
}
