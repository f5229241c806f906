import { describe, expect, it } from 'vitest'
import { formatInZone, instantOfWallTime, wallTimeAt } from '@/rules/zonedWallTime'

const paris = 'Europe/Paris'

describe('instantOfWallTime', () => {
  it('reads a Paris time in winter as UTC+1 and in summer as UTC+2', () => {
    expect(instantOfWallTime({ year: 2026, month: 11, day: 26, hour: 14, minute: 30 }, paris).toISOString()).toBe(
      '2026-11-26T13:30:00.000Z',
    )
    expect(instantOfWallTime({ year: 2026, month: 7, day: 14, hour: 9, minute: 0 }, paris).toISOString()).toBe('2026-07-14T07:00:00.000Z')
  })

  it('takes the offset in force at that time on the days the clocks change', () => {
    // 29 March 2026: 2:00 becomes 3:00 in Paris; 25 October 2026: 3:00 becomes 2:00.
    expect(instantOfWallTime({ year: 2026, month: 3, day: 29, hour: 1, minute: 30 }, paris).toISOString()).toBe('2026-03-29T00:30:00.000Z')
    expect(instantOfWallTime({ year: 2026, month: 3, day: 29, hour: 4, minute: 0 }, paris).toISOString()).toBe('2026-03-29T02:00:00.000Z')
    expect(instantOfWallTime({ year: 2026, month: 10, day: 25, hour: 12, minute: 0 }, paris).toISOString()).toBe('2026-10-25T11:00:00.000Z')
  })

  it('reads the same wall time in another zone as another instant', () => {
    expect(instantOfWallTime({ year: 2026, month: 11, day: 26, hour: 14, minute: 30 }, 'UTC').toISOString()).toBe(
      '2026-11-26T14:30:00.000Z',
    )
  })
})

describe('wallTimeAt', () => {
  it('gives back the wall time an instant was made from, in 24-hour time', () => {
    const wall = { year: 2026, month: 12, day: 31, hour: 23, minute: 45 }
    expect(wallTimeAt(instantOfWallTime(wall, paris), paris)).toEqual(wall)
    expect(wallTimeAt(new Date('2026-11-26T23:05:00Z'), paris)).toEqual({ year: 2026, month: 11, day: 27, hour: 0, minute: 5 })
  })
})

describe('formatInZone', () => {
  it('shows a date and a 24-hour time as clocks in that zone show it', () => {
    expect(formatInZone(new Date('2026-11-26T09:34:00Z'), paris)).toBe('26/11/2026 10:34')
    expect(formatInZone(new Date('2026-11-26T15:00:00Z'), paris)).toBe('26/11/2026 16:00')
  })
})
