import { describe, expect, it } from 'vitest'
import { defaultAvailability, type Availability } from '@/appointments/rules/availability'
import { parisInstant } from '@/appointments/rules/parisTime'
import { daySlots, earliestStart, freeSlots, offeredSlots, slotRefusals, startProblem } from '@/appointments/rules/slots'

const iso = (dates: Date[]) => dates.map((date) => date.toISOString())

describe('visit slots in Paris time', () => {
  it('cut the default hours into a visit plus travel margin: 9:00, 10:30, 14:00, 15:30 and 17:00 would end past 18:00', () => {
    // Thursday 3 December 2026, winter time (UTC+1).
    expect(iso(daySlots(defaultAvailability, '2026-12-03'))).toEqual([
      '2026-12-03T08:00:00.000Z',
      '2026-12-03T09:30:00.000Z',
      '2026-12-03T13:00:00.000Z',
      '2026-12-03T14:30:00.000Z',
      '2026-12-03T16:00:00.000Z',
    ])
  })

  it('stay at 9:00 local across the last Sunday of March (UTC+1 → UTC+2)', () => {
    const sundays: Availability = { ...defaultAvailability, hours: [...defaultAvailability.hours, { day: 7, from: '09:00', to: '12:00' }] }
    expect(iso(daySlots(sundays, '2026-03-27')).at(0)).toBe('2026-03-27T08:00:00.000Z')
    // The change day itself: 9:00 is already summer time.
    expect(iso(daySlots(sundays, '2026-03-29')).at(0)).toBe('2026-03-29T07:00:00.000Z')
    expect(iso(daySlots(sundays, '2026-03-30')).at(0)).toBe('2026-03-30T07:00:00.000Z')
  })

  it('stay at 9:00 local across the last Sunday of October (UTC+2 → UTC+1)', () => {
    const sundays: Availability = { ...defaultAvailability, hours: [...defaultAvailability.hours, { day: 7, from: '09:00', to: '12:00' }] }
    expect(iso(daySlots(sundays, '2026-10-23')).at(0)).toBe('2026-10-23T07:00:00.000Z')
    expect(iso(daySlots(sundays, '2026-10-25')).at(0)).toBe('2026-10-25T08:00:00.000Z')
    expect(iso(daySlots(sundays, '2026-10-26')).at(-1)).toBe('2026-10-26T16:00:00.000Z')
    expect(parisInstant('2026-10-26', 0).toISOString()).toBe('2026-10-25T23:00:00.000Z')
  })

  it('offer 14 days from the next working day, none on a weekend or a day off', () => {
    // Friday 23 October 2026, 15:00 in Paris: the first slot is Monday's 9:00.
    const now = new Date('2026-10-23T13:00:00Z')
    const withDayOff: Availability = { ...defaultAvailability, daysOff: [{ from: '2026-10-27', to: '2026-10-28' }] }
    const slots = freeSlots(withDayOff, [], now)
    expect(slots[0]?.toISOString()).toBe('2026-10-26T08:00:00.000Z')
    const days = new Set(slots.map((slot) => slot.toISOString().slice(0, 10)))
    expect([...days]).not.toContain('2026-10-27')
    expect([...days]).not.toContain('2026-10-28')
    expect([...days]).not.toContain('2026-10-31')
    // Up to Friday 6 November (today + 14 days): 9 working days after the days off and weekends.
    expect([...days].at(-1)).toBe('2026-11-06')
    expect(days.size).toBe(8)
  })

  it('leave out a slot whose visit or margin meets a booked visit, and merge the salespeople', () => {
    const now = new Date('2026-12-01T10:00:00Z')
    const busy = [{ start: new Date('2026-12-02T08:00:00Z'), end: new Date('2026-12-02T09:30:00Z') }]
    const first = freeSlots(defaultAvailability, busy, now)
    expect(iso(first).slice(0, 2)).toEqual(['2026-12-02T09:30:00.000Z', '2026-12-02T13:00:00.000Z'])
    const merged = offeredSlots(
      [
        { availability: defaultAvailability, busy },
        { availability: defaultAvailability, busy: [] },
      ],
      now,
    )
    expect(merged[0]?.toISOString()).toBe('2026-12-02T08:00:00.000Z')
  })

  it('honour a notice in hours instead of the next working day', () => {
    const now = new Date('2026-12-01T07:00:00Z')
    expect(earliestStart(defaultAvailability, now).toISOString()).toBe('2026-12-01T23:00:00.000Z')
    expect(earliestStart({ ...defaultAvailability, noticeHours: 4 }, now).toISOString()).toBe('2026-12-01T11:00:00.000Z')
  })

  it('refuse a start that is no slot with the reason, in French', () => {
    const now = new Date('2026-12-01T10:00:00Z')
    const team = [defaultAvailability, { ...defaultAvailability, daysOff: [{ from: '2026-12-03' }] }]
    expect(startProblem(team, new Date('2026-12-02T08:00:00Z'), now)).toBeNull()
    expect(startProblem(team, new Date('2026-11-30T08:00:00Z'), now)).toBe(slotRefusals.past)
    expect(startProblem(team, new Date('2026-12-01T15:00:00Z'), now)).toBe(slotRefusals.tooSoon)
    expect(startProblem(team, new Date('2027-01-04T08:00:00Z'), now)).toBe(slotRefusals.tooFar)
    expect(startProblem(team, new Date('2026-12-05T08:00:00Z'), now)).toBe(slotRefusals.dayOff)
    expect(startProblem([team[1]!], new Date('2026-12-03T08:00:00Z'), now)).toBe(slotRefusals.dayOff)
    expect(startProblem(team, new Date('2026-12-02T06:00:00Z'), now)).toBe(slotRefusals.outsideHours)
    expect(startProblem(team, new Date('2026-12-02T08:15:00Z'), now)).toBe(slotRefusals.notBoundary)
    expect(startProblem([], new Date('2026-12-02T08:00:00Z'), now)).toBe(slotRefusals.nobody)
    expect(startProblem(team, new Date('pas une date'), now)).toBe(slotRefusals.invalid)
  })
})
