import { describe, expect, it } from 'vitest'
import { defaultAvailability } from '@/appointments/rules/availability'
import { takeOverProblem, takeOverProblems } from '@/appointments/rules/takeOver'

// Wednesday 2 December 2026, 10:30 to 11:30 in Paris.
const visit = { start: new Date('2026-12-02T09:30:00Z'), end: new Date('2026-12-02T10:30:00Z') }

describe('taking over a booked visit', () => {
  it('is possible in the hours, off any slot boundary, with no other visit near', () => {
    expect(takeOverProblem(defaultAvailability, [], visit)).toBeNull()
    const offBoundary = { start: new Date('2026-12-02T08:10:00Z'), end: new Date('2026-12-02T09:10:00Z') }
    expect(takeOverProblem(defaultAvailability, [], offBoundary)).toBeNull()
  })

  it('is refused on a day off, outside the hours, or against another visit and its margin', () => {
    expect(takeOverProblem({ ...defaultAvailability, daysOff: [{ from: '2026-12-01', to: '2026-12-04' }] }, [], visit)).toBe(
      takeOverProblems.dayOff,
    )
    const evening = { start: new Date('2026-12-02T16:30:00Z'), end: new Date('2026-12-02T17:30:00Z') }
    expect(takeOverProblem(defaultAvailability, [], evening)).toBe(takeOverProblems.outsideHours)
    // Their own visit at 9:00 keeps them busy until 10:30 (30 min margin): 10:30 is free, 10:15 is not.
    const nine = { start: new Date('2026-12-02T08:00:00Z'), end: new Date('2026-12-02T09:30:00Z') }
    expect(takeOverProblem(defaultAvailability, [nine], visit)).toBeNull()
    const earlier = { start: new Date('2026-12-02T09:15:00Z'), end: new Date('2026-12-02T10:15:00Z') }
    expect(takeOverProblem(defaultAvailability, [nine], earlier)).toBe(takeOverProblems.busy)
    // A visit of theirs right after, inside the margin of this one.
    const after = { start: new Date('2026-12-02T10:45:00Z'), end: new Date('2026-12-02T12:15:00Z') }
    expect(takeOverProblem(defaultAvailability, [after], visit)).toBe(takeOverProblems.busy)
  })
})
