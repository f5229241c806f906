import { instantOfWallTime, PARIS, wallTimeAt } from '@/rules/zonedWallTime'

/**
 * Wall-clock time in Europe/Paris, where every visit happens: a calendar day ("2026-03-29") and minutes
 * since its midnight, to and from instants. The offset (+01:00 or +02:00) is read from Intl for each
 * instant, so the changes of hour (last Sunday of March and of October) fall where the law puts them.
 */

/** A day in Paris, as its ISO date ("2026-10-25"). */
export type ParisDay = string

/** The year, month and day of a day, as numbers. */
function dayFields(day: ParisDay): [number, number, number] {
  const [year = 1970, month = 1, date = 1] = day.split('-').map(Number)
  return [year, month, date]
}

const twoDigits = (value: number) => String(value).padStart(2, '0')

/** An instant's day and minutes since midnight, in Paris. */
export function parisClock(instant: Date): { day: ParisDay; minutes: number } {
  const clock = wallTimeAt(instant, PARIS)
  return { day: `${clock.year}-${twoDigits(clock.month)}-${twoDigits(clock.day)}`, minutes: clock.hour * 60 + clock.minute }
}

/**
 * The instant a Paris wall clock shows `minutes` after midnight of `day`. A time skipped by the spring
 * change (2:00–3:00) gets the summer offset; the hours visits are kept in never reach it.
 */
export function parisInstant(day: ParisDay, minutes: number): Date {
  const [year, month, date] = dayFields(day)
  return instantOfWallTime({ year, month, day: date, hour: 0, minute: minutes }, PARIS)
}

/** The day `count` days after `day` (calendar days, whatever their length). */
export function addDays(day: ParisDay, count: number): ParisDay {
  const [year, month, date] = dayFields(day)
  return new Date(Date.UTC(year, month - 1, date + count)).toISOString().slice(0, 10)
}

/** ISO weekday of a day: 1 Monday … 7 Sunday. */
export function weekdayOf(day: ParisDay): number {
  const [year, month, date] = dayFields(day)
  return new Date(Date.UTC(year, month - 1, date)).getUTCDay() || 7
}
