import { describe, expect, it } from 'vitest'
import { calendarWeek } from '@/appointments/calendar/calendarWeek'

describe('calendarWeek', () => {
  it('opens on the current week from Monday to Saturday (Paris time)', () => {
    expect(calendarWeek(undefined, new Date('2026-12-07T07:00:00Z')).monday).toBe('2026-12-07')
    expect(calendarWeek(undefined, new Date('2026-12-12T22:30:00Z')).monday).toBe('2026-12-07') // Saturday 23:30 in Paris
  })

  it('opens on the coming week on a Sunday, from its first minute in Paris', () => {
    expect(calendarWeek(undefined, new Date('2026-12-12T23:00:00Z')).monday).toBe('2026-12-14') // Sunday 00:00 in Paris
    expect(calendarWeek(undefined, new Date('2026-12-13T22:59:00Z')).monday).toBe('2026-12-14')
  })

  it('shows the week of the date asked, whatever the day, with its bounds at Paris midnights', () => {
    const week = calendarWeek('2027-03-28', new Date('2026-12-13T10:00:00Z'))
    expect(week.monday).toBe('2027-03-22')
    expect(week.days).toHaveLength(7)
    expect(week.from.toISOString()).toBe('2027-03-21T23:00:00.000Z')
    // The clocks go forward on Sunday 28 March: the next Monday's midnight is at 22:00 UTC.
    expect(week.to.toISOString()).toBe('2027-03-28T22:00:00.000Z')
    expect([week.previous, week.next]).toEqual(['2027-03-15', '2027-03-29'])
  })
})
