import { clockMinutes, isDayOff, type Availability } from './availability'
import { parisClock, weekdayOf } from './parisTime'
import type { Busy } from './slots'

/** Why a salesperson cannot take over a booked visit at its time; the lead's history says it in these words. */
export const takeOverProblems = {
  dayOff: 'absent ce jour-là',
  outsideHours: 'hors de ses horaires de visite',
  busy: 'déjà pris par une autre visite à cette heure',
} as const
export type TakeOverProblem = (typeof takeOverProblems)[keyof typeof takeOverProblems]

const overlaps = (a: Busy, b: Busy) => a.start < b.end && b.start < a.end

/**
 * Whether a salesperson is free for a visit already booked (a lead's new owner, a handover): not on a day off,
 * the visit within their hours that day, and clear of their other visits with their travel margin. Unlike a
 * booking, no notice nor slot boundary: the time was agreed with the visitor and stays.
 */
export function takeOverProblem(availability: Availability, busy: readonly Busy[], visit: Busy): TakeOverProblem | null {
  const { day, minutes } = parisClock(visit.start)
  if (isDayOff(availability.daysOff, day)) return takeOverProblems.dayOff
  const length = (visit.end.getTime() - visit.start.getTime()) / 60_000
  const within = availability.hours
    .filter((span) => span.day === weekdayOf(day))
    .some((span) => {
      const from = clockMinutes(span.from)
      const to = clockMinutes(span.to)
      return from !== null && to !== null && minutes >= from && minutes + length <= to
    })
  if (!within) return takeOverProblems.outsideHours
  const blocked = { start: visit.start, end: new Date(visit.end.getTime() + availability.marginMinutes * 60_000) }
  return busy.some((taken) => overlaps(taken, blocked)) ? takeOverProblems.busy : null
}
