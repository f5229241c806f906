import { describe, expect, it } from 'vitest'
import { waitingSince } from '@/leads/rules/waitingSince'

const now = new Date('2026-03-12T06:30:00Z')
const ago = (ms: number) => new Date(now.getTime() - ms).toISOString()
const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

describe('waitingSince', () => {
  it('says minutes, hours, then days, in whole units, the number held to its unit by a non-breaking space', () => {
    expect(waitingSince(ago(45 * MINUTE), now)).toBe('depuis 45\u00a0min')
    expect(waitingSince(ago(3 * HOUR + 59 * MINUTE), now)).toBe('depuis 3\u00a0h')
    expect(waitingSince(ago(DAY - MINUTE), now)).toBe('depuis 23\u00a0h')
    expect(waitingSince(ago(DAY), now)).toBe('depuis 1\u00a0jour')
    expect(waitingSince(ago(25 * DAY + 5 * HOUR), now)).toBe('depuis 25\u00a0jours')
  })

  it('never says less than a minute, nor a negative wait (clocks a little apart), and says nothing of an unreadable date', () => {
    expect(waitingSince(ago(10_000), now)).toBe('depuis 1\u00a0min')
    expect(waitingSince(ago(-5 * MINUTE), now)).toBe('depuis 1\u00a0min')
    expect(waitingSince('hier', now)).toBe('')
  })
})
