import type { Payload } from 'payload'
import { postgresOf } from '@/db/postgres'
import { addressDigest, knownAddresses } from './knownAddresses'
import { type SignInKeys, signInKeys } from './signInKeys'
import { freeFailures, type HourRecord, HOUR_SECONDS, type SignInRecord, signInWait } from './signInWait'

const MINUTE_MS = 60_000
const HOUR_MS = 3_600_000
/** Failures are counted in hourly rows and remembered for a day. */
const FAILURE_MEMORY_MS = 24 * HOUR_MS
// Advisory locks of the throttle live under this first key, apart from the single-key locks of start-up.
const LOCK_SPACE = 7_301

/** An attempt let through and counted in advance as a failure, until settleSignIn says how it went. */
export type Reservation = {
  keys: SignInKeys
  /** the keys this attempt was counted against, each with the window it was counted in */
  counted: { key: string; windowStart: Date }[]
  email: string | null
  digest: string
  accountExists: boolean
}

let prunedAfter = 0

/**
 * Checks a sign-in attempt against the throttle and, when it may go on, counts it in advance as a
 * failure of each of its keys: attempts sent together are counted one after the other (advisory
 * locks on the address and the account), so a burst cannot slip between the check and the count.
 * Answers the seconds to wait instead when a key is throttled; a throttled attempt counts nothing.
 */
export async function reserveSignIn(
  payload: Payload,
  attempt: { email: string | null; address: string },
  now: Date,
): Promise<{ retryAfter: number } | { reservation: Reservation }> {
  const keys = signInKeys(attempt.email, attempt.address)
  const email = keys.account ? attempt.email : null
  const digest = addressDigest(payload.secret, attempt.address)
  const allKeys = [keys.address, keys.accountAddress, keys.account].filter((key): key is string => Boolean(key))
  const windowStart = new Date(Math.floor(now.getTime() / HOUR_MS) * HOUR_MS)
  const minuteStart = new Date(Math.floor(now.getTime() / MINUTE_MS) * MINUTE_MS)
  const { pool } = postgresOf(payload)
  const client = await pool.connect()
  try {
    await client.query('begin')
    for (const key of [keys.address, keys.account].filter((key): key is string => Boolean(key)).sort())
      await client.query('select pg_advisory_xact_lock($1, hashtext($2))', [LOCK_SPACE, key])
    const since = new Date(now.getTime() - FAILURE_MEMORY_MS).toISOString()
    const counts = await client.query<{ key: string; failures: number; last_attempt_at: Date }>(
      `select key, sum(hits)::int as failures, max(updated_at) as last_attempt_at
       from rate_limits where key = any($1) and window_start > $2::timestamptz group by key`,
      [allKeys, since],
    )
    const record = (key: string | undefined): SignInRecord | undefined => {
      const row = counts.rows.find((candidate) => candidate.key === key)
      return row ? { failures: row.failures, lastAttemptAt: new Date(row.last_attempt_at) } : undefined
    }
    // The hour is counted by the minute: a minute that may hold a failure of the last hour counts
    // whole, and stops counting when its last second is an hour old.
    const hour = keys.accountHour
      ? await client.query<{ failures: number; oldest: Date | null }>(
          `select coalesce(sum(hits), 0)::int as failures, min(window_start) as oldest
           from rate_limits where key = $1 and hits > 0 and window_start > $2::timestamptz`,
          [keys.accountHour, new Date(now.getTime() - HOUR_SECONDS * 1000 - MINUTE_MS).toISOString()],
        )
      : null
    const hourRow = hour?.rows[0]
    const accountHour: HourRecord | undefined = hourRow?.oldest
      ? { failures: hourRow.failures, oldestAt: new Date(new Date(hourRow.oldest).getTime() + MINUTE_MS) }
      : undefined
    const user = email
      ? (await client.query<{ sign_in_addresses: unknown }>('select sign_in_addresses from users where email = $1', [email])).rows[0]
      : undefined
    const knownAddress = knownAddresses(user?.sign_in_addresses, now).some((entry) => entry.digest === digest)
    const wait = signInWait(
      {
        address: record(keys.address),
        accountAddress: record(keys.accountAddress),
        account: record(keys.account),
        accountHour,
        knownAddress,
      },
      now,
    )
    if (wait > 0) {
      await client.query('commit')
      return { retryAfter: wait }
    }
    // One address adds at most its own free failures to the account-wide key: an attacker at one
    // address is stopped by the keys of that address and never delays the owner elsewhere.
    const fromThisAddress = record(keys.accountAddress)?.failures ?? 0
    // The account's hour counts every attempt, so that its bound holds whatever the addresses.
    const counted = [
      ...allKeys
        .filter((key) => key !== keys.account || fromThisAddress < freeFailures.accountAddress)
        .map((key) => ({ key, windowStart })),
      ...(keys.accountHour ? [{ key: keys.accountHour, windowStart: minuteStart }] : []),
    ]
    await client.query(
      `insert into rate_limits (key, window_start, hits, updated_at, created_at)
       select key, window_start, 1, $3::timestamptz, $3::timestamptz from unnest($1::varchar[], $2::timestamptz[]) as counted(key, window_start)
       on conflict (key, window_start) do update set hits = rate_limits.hits + 1, updated_at = excluded.updated_at`,
      [counted.map((entry) => entry.key), counted.map((entry) => entry.windowStart.toISOString()), now.toISOString()],
    )
    await client.query('commit')
    if (windowStart.getTime() > prunedAfter) {
      // Once an hour per process: forget the sign-in rows older than the day they count for.
      prunedAfter = windowStart.getTime()
      await pool.query(`delete from rate_limits where key like 'signin:%' and window_start <= $1`, [since])
    }
    return { reservation: { keys, counted, email, digest, accountExists: Boolean(user) } }
  } catch (error) {
    await client.query('rollback').catch(() => undefined)
    throw error
  } finally {
    client.release()
  }
}
