import { addDays, parisClock, parisInstant, weekdayOf, type ParisDay } from '@/appointments/rules/parisTime'

/** The Monday (Paris) of the week holding `day`. */
const mondayOf = (day: ParisDay): ParisDay => addDays(day, 1 - weekdayOf(day))

/** The day whose week the calendar opens on: today, or on a Sunday (no visit left that week) tomorrow. */
function openingDay(now: Date): ParisDay {
  const today = parisClock(now).day
  return weekdayOf(today) === 7 ? addDays(today, 1) : today
}

/**
 * The week the calendar shows: the one holding ?semaine= (a date), else the current one (the coming one on a
 * Sunday); its seven days and its bounds as instants (Paris midnights, whatever the change of hour).
 */
export function calendarWeek(asked: string | undefined, now: Date) {
  const day = asked && /^\d{4}-\d{2}-\d{2}$/.test(asked) && !Number.isNaN(Date.parse(asked)) ? asked : openingDay(now)
  const monday = mondayOf(day)
  const days = Array.from({ length: 7 }, (_, index) => addDays(monday, index))
  return {
    monday,
    days,
    from: parisInstant(monday, 0),
    to: parisInstant(addDays(monday, 7), 0),
    previous: addDays(monday, -7),
    next: addDays(monday, 7),
  }
}
