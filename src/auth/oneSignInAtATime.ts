import type { Payload } from 'payload'
import { postgresOf } from '@/db/postgres'

// Apart from the throttle's locks (reserveSignIn) and the single-key locks of start-up.
const LOCK_SPACE = 7_302

/**
 * Runs one account's sign-in while no other sign-in of that account runs, on any instance (a session-level
 * advisory lock on its e-mail). Payload adds a session by reading the account's list of sessions and writing
 * it back whole: two sign-ins of one account at the same moment (two devices, two tabs) kept only one of the
 * two sessions, and the other device was signed out at its next request.
 */
export async function oneSignInAtATime<T>(payload: Payload, email: string, signIn: () => Promise<T>): Promise<T> {
  const client = await postgresOf(payload).pool.connect()
  let broken: Error | undefined
  try {
    await client.query('select pg_advisory_lock($1, hashtext($2))', [LOCK_SPACE, email])
    try {
      return await signIn()
    } finally {
      await client.query('select pg_advisory_unlock($1, hashtext($2))', [LOCK_SPACE, email]).catch((error: unknown) => {
        // A connection that may still hold the lock is closed, not returned to the pool: closing frees the lock.
        broken = error instanceof Error ? error : new Error(String(error))
      })
    }
  } finally {
    client.release(broken)
  }
}
