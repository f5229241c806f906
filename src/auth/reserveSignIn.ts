import type { PostgresAdapter } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { addressDigest, knownAddresses } from './knownAddresses'
import { type SignInKeys, signInKeys } from './signInKeys'
import { freeFailures, type SignInRecord, signInWait } from './signInWait'

const HOUR_MS = 3_600_000
/** Failures are counted in hourly rows and remembered for a day. */
export const FAILURE_MEMORY_MS = 24 * HOUR_MS
// Advisory locks of the throttle live under this first key, apart from the single-key locks of start-up.
const LOCK_SPACE = 7_301

/** An attempt let through and counted in advance as a failure, until settleSignIn says how it went. */
export type Reservation = {
  keys: SignInKeys
  /** the keys this attempt was counted against */
  counted: string[]
  windowStart: Date
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
  const { pool } = payload.db as unknown as PostgresAdapter
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
    const user = email
      ? (await client.query<{ sign_in_addresses: unknown }>('select sign_in_addresses from users where email = $1', [email])).rows[0]
      : undefined
    const knownAddress = knownAddresses(user?.sign_in_addresses, now).some((entry) => entry.digest === digest)
    const wait = signInWait(
      { address: record(keys.address), accountAddress: record(keys.accountAddress), account: record(keys.account), knownAddress },
      now,
    )
    if (wait > 0) {
      await client.query('commit')
      return { retryAfter: wait }
    }
    // One address adds at most its own free failures to the account-wide key: an attacker at one
    // address is stopped by the keys of that address and never delays the owner elsewhere.
    const fromThisAddress = record(keys.accountAddress)?.failures ?? 0
    const counted = allKeys.filter((key) => key !== keys.account || fromThisAddress < freeFailures.accountAddress)
    await client.query(
      `insert into rate_limits (key, window_start, hits, updated_at, created_at)
       select key, $2::timestamptz, 1, $3::timestamptz, $3::timestamptz from unnest($1::varchar[]) as key
       on conflict (key, window_start) do update set hits = rate_limits.hits + 1, updated_at = excluded.updated_at`,
      [counted, windowStart.toISOString(), now.toISOString()],
    )
    await client.query('commit')
    if (windowStart.getTime() > prunedAfter) {
      // Once an hour per process: forget the sign-in rows older than the day they count for.
      prunedAfter = windowStart.getTime()
      await pool.query(`delete from rate_limits where key like 'signin:%' and window_start <= $1`, [since])
    }
    return { reservation: { keys, counted, windowStart, email, digest, accountExists: Boolean(user) } }
  } catch (error) {
    await client.query('rollback').catch(() => undefined)
    throw error
  } finally {
    client.release()
  }
}
