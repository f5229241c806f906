import { describe, expect, it } from 'vitest'
import { ACCOUNT_FAILURES_PER_HOUR, freeFailures, hourWaitSeconds, keyWaitSeconds, MAX_WAIT_SECONDS, signInWait } from '@/auth/signInWait'

const now = new Date('2026-03-02T10:00:00Z')
const secondsAgo = (seconds: number) => new Date(now.getTime() - seconds * 1000)
const record = (failures: number, lastSecondsAgo = 0) => ({ failures, lastAttemptAt: secondsAgo(lastSecondsAgo) })

describe('keyWaitSeconds', () => {
  it('lets every attempt through below the free failures', () => {
    expect(keyWaitSeconds(undefined, 5, now)).toBe(0)
    expect(keyWaitSeconds(record(4), 5, now)).toBe(0)
  })

  it('then waits 1 s, 2 s, 4 s, 8 s after the last attempt', () => {
    expect([5, 6, 7, 8].map((failures) => keyWaitSeconds(record(failures), 5, now))).toEqual([1, 2, 4, 8])
  })

  it('counts the wait from the last attempt and answers the seconds left, rounded up', () => {
    expect(keyWaitSeconds(record(8, 3), 5, now)).toBe(5)
    expect(keyWaitSeconds({ failures: 8, lastAttemptAt: new Date(now.getTime() - 7_500) }, 5, now)).toBe(1)
    expect(keyWaitSeconds(record(8, 8), 5, now)).toBe(0)
  })

  it('never waits more than 15 minutes, however many failures', () => {
    expect(keyWaitSeconds(record(15), 5, now)).toBe(MAX_WAIT_SECONDS)
    expect(keyWaitSeconds(record(10_000), 5, now)).toBe(MAX_WAIT_SECONDS)
    expect(keyWaitSeconds(record(10_000, MAX_WAIT_SECONDS), 5, now)).toBe(0)
  })
})

describe('hourWaitSeconds', () => {
  it('waits below the hourly failures for nothing, above them for the oldest to leave the hour', () => {
    expect(hourWaitSeconds(undefined, now)).toBe(0)
    expect(hourWaitSeconds({ failures: ACCOUNT_FAILURES_PER_HOUR - 1, oldestAt: now }, now)).toBe(0)
    expect(hourWaitSeconds({ failures: ACCOUNT_FAILURES_PER_HOUR, oldestAt: secondsAgo(3599.5) }, now)).toBe(1)
    expect(hourWaitSeconds({ failures: ACCOUNT_FAILURES_PER_HOUR, oldestAt: secondsAgo(3600) }, now)).toBe(0)
  })
})

describe('signInWait', () => {
  it('lets a fresh attempt through', () => {
    expect(signInWait({ knownAddress: false }, now)).toBe(0)
  })

  it('waits for the slowest key', () => {
    const wait = signInWait(
      {
        address: record(freeFailures.address + 3),
        accountAddress: record(freeFailures.accountAddress),
        account: record(freeFailures.account + 1),
        knownAddress: false,
      },
      now,
    )
    expect(wait).toBe(8)
  })

  it('stops an attacker spread over many addresses through the account-wide key, at an address that already failed', () => {
    expect(signInWait({ accountAddress: record(1), account: record(freeFailures.account + 4), knownAddress: false }, now)).toBe(16)
  })

  it('holds an address that already failed once the account has its failures of the hour, until the oldest is an hour old', () => {
    const accountHour = { failures: ACCOUNT_FAILURES_PER_HOUR, oldestAt: secondsAgo(600) }
    expect(signInWait({ accountAddress: record(1), accountHour, knownAddress: false }, now)).toBe(3000)
    expect(signInWait({ accountAddress: record(1), accountHour: { ...accountHour, failures: 9 }, knownAddress: false }, now)).toBe(0)
  })

  it('checks the first attempt of a new address at once, whatever the account-wide keys say: a stranger cannot keep the owner out', () => {
    const accountHour = { failures: 10_000, oldestAt: now }
    expect(signInWait({ account: record(10_000), accountHour, knownAddress: false }, now)).toBe(0)
    expect(signInWait({ accountAddress: record(0), account: record(10_000), accountHour, knownAddress: false }, now)).toBe(0)
  })

  it('lets the owner in from an address they signed in from, whatever the account-wide keys say', () => {
    const accountHour = { failures: 10_000, oldestAt: now }
    expect(signInWait({ accountAddress: record(2), account: record(10_000), accountHour, knownAddress: true }, now)).toBe(0)
  })

  it('still slows the known address down on its own failures', () => {
    expect(signInWait({ accountAddress: record(freeFailures.accountAddress + 1), knownAddress: true }, now)).toBe(2)
  })
})
