import type { Payload } from 'payload'
import { postgresOf } from '@/db/postgres'

// Apart from the throttle's locks (reserveSignIn) and the single-key locks of start-up.
const LOCK_SPACE = 7_302
/**
 * Sign-ins of this instance that hold a connection for their lock at once; the others wait in memory. Far below
 * the pool's ten connections: Payload's own queries for those sign-ins need connections too (with every
 * connection held by a sign-in waiting for its lock, none was left for the one holding it).
 */
const AT_ONCE = 2

let running = 0
const queue: (() => void)[] = []

async function takeTurn(): Promise<void> {
  if (running < AT_ONCE) {
    running++
    return
  }
  // The leaving sign-in hands its place over: `running` stays as it is.
  await new Promise<void>((resolve) => queue.push(resolve))
}

function leave() {
  const next = queue.shift()
  if (next) next()
  else running--
}

/**
 * Runs one account's sign-in while no other sign-in of that account runs, on any instance (a session-level
 * advisory lock on its e-mail). Payload adds a session by reading the account's list of sessions and writing
 * it back whole: two sign-ins of one account at the same moment (two devices, two tabs) kept only one of the
 * two sessions, and the other device was signed out at its next request.
 */
export async function oneSignInAtATime<T>(payload: Payload, email: string, signIn: () => Promise<T>): Promise<T> {
  await takeTurn()
  try {
    return await locked(payload, email, signIn)
  } finally {
    leave()
  }
}

async function locked<T>(payload: Payload, email: string, signIn: () => Promise<T>): Promise<T> {
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
