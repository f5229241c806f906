/** The attempts counted against one throttle key over the last day, and when the latest was made. */
export type SignInRecord = { failures: number; lastAttemptAt: Date }

/** What the throttle knows before an attempt: one record per key (absent: no failure) and whether the address is known. */
export type SignInState = {
  /** every account tried from this address */
  address?: SignInRecord
  /** this account, from this address */
  accountAddress?: SignInRecord
  /** this account, from every address */
  account?: SignInRecord
  /** this address signed in to this account lately: the account-wide key does not apply to it */
  knownAddress: boolean
}

/**
 * Failures each key forgives before it slows down. The owner's own mistakes stop them soonest; an
 * address may be an office behind one router, so it forgives more; the account-wide key, to which
 * one address adds at most its own 5 (reserveSignIn), stops an attacker who spreads over many
 * addresses, and never applies to the addresses its owner signs in from.
 */
export const freeFailures = { address: 20, accountAddress: 5, account: 10 } as const

/** The longest wait between two attempts: a throttle, never a lock. */
export const MAX_WAIT_SECONDS = 15 * 60

/**
 * Seconds before a key takes another attempt: none below `free` failures, then 1 s after the last
 * attempt, 2 s after the next failure, 4 s, … up to 15 minutes.
 */
export function keyWaitSeconds(record: SignInRecord | undefined, free: number, now: Date): number {
  if (!record || record.failures < free) return 0
  const delaySeconds = Math.min(2 ** Math.min(record.failures - free, 30), MAX_WAIT_SECONDS)
  const remainingMs = record.lastAttemptAt.getTime() + delaySeconds * 1000 - now.getTime()
  return remainingMs > 0 ? Math.ceil(remainingMs / 1000) : 0
}

/** Seconds to wait before this attempt is taken (0: now), the longest of the keys that apply. */
export function signInWait(state: SignInState, now: Date): number {
  return Math.max(
    keyWaitSeconds(state.address, freeFailures.address, now),
    keyWaitSeconds(state.accountAddress, freeFailures.accountAddress, now),
    state.knownAddress ? 0 : keyWaitSeconds(state.account, freeFailures.account, now),
  )
}
