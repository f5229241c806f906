/** The attempts counted against one throttle key over the last day, and when the latest was made. */
export type SignInRecord = { failures: number; lastAttemptAt: Date }

/** The account's failures over the last hour, from every address, and when the oldest of them was counted. */
export type HourRecord = { failures: number; oldestAt: Date }

/** What the throttle knows before an attempt: one record per key (absent: no failure) and whether the address is known. */
export type SignInState = {
  /** every account tried from this address */
  address?: SignInRecord
  /** this account, from this address */
  accountAddress?: SignInRecord
  /** this account, from every address */
  account?: SignInRecord
  /** this account over the last hour, from every address */
  accountHour?: HourRecord
  /** this address signed in to this account lately: the account-wide keys do not apply to it */
  knownAddress: boolean
}

/**
 * Failures each key forgives before it slows down. The owner's own mistakes stop them soonest; an
 * address may be an office behind one router, so it forgives more; the account-wide key, to which
 * one address adds at most its own 5 (reserveSignIn), stops an attacker who spreads over many
 * addresses, and never applies to the addresses its owner signs in from.
 */
export const freeFailures = { address: 20, accountAddress: 5, account: 10 } as const

/**
 * The account's failures in an hour past which an address that already failed on it waits for the
 * hour to pass. An address's first attempt on an account is never held by the account-wide keys, so
 * a stranger cannot keep the owner, right password at a new address, out; a stranger at 20
 * addresses thus tries at most 20 + 10 passwords an hour (DESIGN §11).
 */
export const ACCOUNT_FAILURES_PER_HOUR = 10
export const HOUR_SECONDS = 3600

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

/** Seconds until the account's hour has room again: none below the hourly failures, else until the oldest leaves the hour. */
export function hourWaitSeconds(record: HourRecord | undefined, now: Date): number {
  if (!record || record.failures < ACCOUNT_FAILURES_PER_HOUR) return 0
  const remainingMs = record.oldestAt.getTime() + HOUR_SECONDS * 1000 - now.getTime()
  return remainingMs > 0 ? Math.ceil(remainingMs / 1000) : 0
}

/**
 * Seconds to wait before this attempt is taken (0: now), the longest of the keys that apply. The
 * account-wide keys apply only to an address that is not known to the account and already failed
 * on it: the first attempt of a new address is checked at once.
 */
export function signInWait(state: SignInState, now: Date): number {
  const accountWide = !state.knownAddress && (state.accountAddress?.failures ?? 0) > 0
  return Math.max(
    keyWaitSeconds(state.address, freeFailures.address, now),
    keyWaitSeconds(state.accountAddress, freeFailures.accountAddress, now),
    accountWide ? keyWaitSeconds(state.account, freeFailures.account, now) : 0,
    accountWide ? hourWaitSeconds(state.accountHour, now) : 0,
  )
}
