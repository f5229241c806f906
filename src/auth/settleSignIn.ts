import type { Payload } from 'payload'
import { postgresOf } from '@/db/postgres'
import { knownAddresses, MAX_KNOWN_ADDRESSES } from './knownAddresses'
import type { Reservation } from './reserveSignIn'

/** How an attempt let through went: wrong credentials, signed in, or refused before any password check. */
export type SignInOutcome = 'failure' | 'success' | 'unchecked'

/**
 * Settles an attempt counted in advance by reserveSignIn. A failure stays counted. A success is
 * taken back from the address and the account, clears the account's failures from this address,
 * and makes the address known to the account for 30 days, so that failures from other addresses no
 * longer slow its owner down there. An attempt refused before any password check is taken back.
 */
export async function settleSignIn(payload: Payload, reservation: Reservation, outcome: SignInOutcome, now: Date): Promise<void> {
  if (outcome === 'failure') return
  const { pool } = postgresOf(payload)
  const { keys, counted, email, digest } = reservation
  // A success is no failure; the account's failures from this address are cleared below.
  const takenBack = outcome === 'unchecked' ? counted : counted.filter((entry) => entry.key !== keys.accountAddress)
  await pool.query(
    `update rate_limits set hits = greatest(hits - 1, 0)
     from unnest($1::varchar[], $2::timestamptz[]) as counted(key, window_start)
     where rate_limits.key = counted.key and rate_limits.window_start = counted.window_start`,
    [takenBack.map((entry) => entry.key), takenBack.map((entry) => entry.windowStart.toISOString())],
  )
  if (outcome !== 'success' || !email) return
  if (keys.accountAddress) await pool.query('delete from rate_limits where key = $1', [keys.accountAddress])
  const { rows } = await pool.query<{ sign_in_addresses: unknown }>('select sign_in_addresses from users where email = $1', [email])
  if (!rows[0]) return
  const others = knownAddresses(rows[0].sign_in_addresses, now).filter((entry) => entry.digest !== digest)
  const remembered = [{ digest, at: now.toISOString() }, ...others].slice(0, MAX_KNOWN_ADDRESSES)
  await pool.query('update users set sign_in_addresses = $2 where email = $1', [email, JSON.stringify(remembered)])
}
