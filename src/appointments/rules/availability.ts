import type { ParisDay } from './parisTime'

/** A span of a weekday during which a salesperson makes visits, in Paris time ("09:00" to "12:00"). */
export type WeeklyHours = { day: number; from: string; to: string }

/** Days off, each from one day to another (both included; `to` empty: that day alone). */
export type DaysOff = { from: ParisDay; to?: ParisDay | null }

/** What a salesperson keeps in the admin for their visits. */
export type Availability = {
  hours: readonly WeeklyHours[]
  /** Length of a visit, in minutes. */
  visitMinutes: number
  /** Travel time kept free after each visit before the next one, in minutes. */
  marginMinutes: number
  daysOff: readonly DaysOff[]
  /** Earliest notice in hours; null: the next working day (no visit booked for the same day). */
  noticeHours: number | null
}

export const weekdays = [1, 2, 3, 4, 5, 6, 7] as const

export const weekdayLabels: Record<number, string> = {
  1: 'Lundi',
  2: 'Mardi',
  3: 'Mercredi',
  4: 'Jeudi',
  5: 'Vendredi',
  6: 'Samedi',
  7: 'Dimanche',
}

/** A new salesperson's hours: Monday to Friday, 9:00–12:00 and 14:00–18:00. */
export const defaultHours: WeeklyHours[] = [1, 2, 3, 4, 5].flatMap((day) => [
  { day, from: '09:00', to: '12:00' },
  { day, from: '14:00', to: '18:00' },
])

export const DEFAULT_VISIT_MINUTES = 60
export const DEFAULT_MARGIN_MINUTES = 30

export const defaultAvailability: Availability = {
  hours: defaultHours,
  visitMinutes: DEFAULT_VISIT_MINUTES,
  marginMinutes: DEFAULT_MARGIN_MINUTES,
  daysOff: [],
  noticeHours: null,
}

const clockPattern = /^([01]\d|2[0-3]):([0-5]\d)$/

/** Minutes since midnight of a "HH:MM" time; null when it is not one. */
export function clockMinutes(value: unknown): number | null {
  const match = typeof value === 'string' ? clockPattern.exec(value.trim()) : null
  return match ? Number(match[1]) * 60 + Number(match[2]) : null
}

/** The server's check of one span: two times, the first before the second. */
export function hoursProblem(from: unknown, to: unknown): string | null {
  const start = clockMinutes(from)
  const end = clockMinutes(to)
  if (start === null || end === null) return 'Indiquez les heures au format HH:MM (ex. 09:00).'
  return start < end ? null : 'L’heure de fin doit suivre l’heure de début.'
}

/** Whether a day falls in one of the days off. */
export const isDayOff = (daysOff: readonly DaysOff[], day: ParisDay): boolean =>
  daysOff.some((off) => day >= off.from.slice(0, 10) && day <= (off.to || off.from).slice(0, 10))
