import { clockMinutes, isDayOff, type Availability } from './availability'
import { addDays, parisClock, parisInstant, weekdayOf, type ParisDay } from './parisTime'

/** How far ahead visitors may book: the next 14 days. */
const BOOKING_DAYS = 14

/** A time already taken in a salesperson's calendar: a visit and its travel margin, [start, end). */
export type Busy = { start: Date; end: Date }

/**
 * The earliest start a salesperson accepts: now plus their notice, or by default the next working day
 * (midnight tomorrow in Paris: the first hours after it are on their next working day).
 */
export function earliestStart(availability: Availability, now: Date): Date {
  if (availability.noticeHours !== null) return new Date(now.getTime() + availability.noticeHours * 3_600_000)
  return parisInstant(addDays(parisClock(now).day, 1), 0)
}

/**
 * Every slot start of one day, from the salesperson's hours: each span is cut from its start into visits
 * plus travel margin; a visit must end within the span (the margin may run past it). None on a day off.
 */
export function daySlots(availability: Availability, day: ParisDay): Date[] {
  if (isDayOff(availability.daysOff, day)) return []
  const step = availability.visitMinutes + availability.marginMinutes
  const weekday = weekdayOf(day)
  const starts: number[] = []
  for (const span of availability.hours) {
    const from = clockMinutes(span.from)
    const to = clockMinutes(span.to)
    if (span.day !== weekday || from === null || to === null || step <= 0) continue
    for (let start = from; start + availability.visitMinutes <= to; start += step) starts.push(start)
  }
  return [...new Set(starts)].sort((a, b) => a - b).map((minutes) => parisInstant(day, minutes))
}

/** The days a visitor may book on, from today (Paris) for BOOKING_DAYS days. */
const bookingDays = (now: Date): ParisDay[] => {
  const today = parisClock(now).day
  return Array.from({ length: BOOKING_DAYS + 1 }, (_, index) => addDays(today, index))
}

/** The end of the window visitors book in: midnight after the 14th day. */
export const bookingHorizon = (now: Date): Date => parisInstant(addDays(parisClock(now).day, BOOKING_DAYS + 1), 0)

/** What one visit at `start` takes of its salesperson's calendar: the visit and the travel margin after it. */
export const blockedRange = (availability: Availability, start: Date): Busy => ({
  start,
  end: new Date(start.getTime() + (availability.visitMinutes + availability.marginMinutes) * 60_000),
})

const overlaps = (a: Busy, b: Busy) => a.start < b.end && b.start < a.end

/** The free slot starts of one salesperson in the booking window: after their notice, clear of their visits. */
export function freeSlots(availability: Availability, busy: readonly Busy[], now: Date): Date[] {
  const earliest = earliestStart(availability, now)
  const horizon = bookingHorizon(now)
  return bookingDays(now)
    .flatMap((day) => daySlots(availability, day))
    .filter((start) => start >= earliest && start < horizon)
    .filter((start) => !busy.some((taken) => overlaps(taken, blockedRange(availability, start))))
}

/** The slots offered for a lead: every start free with at least one of the salespeople covering it, in order. */
export function offeredSlots(calendars: readonly { availability: Availability; busy: readonly Busy[] }[], now: Date): Date[] {
  const starts = new Set<number>()
  for (const calendar of calendars) for (const start of freeSlots(calendar.availability, calendar.busy, now)) starts.add(start.getTime())
  return [...starts].sort((a, b) => a - b).map((time) => new Date(time))
}

export const slotRefusals = {
  invalid: 'Indiquez le début du créneau (date et heure au format ISO 8601).',
  past: 'Ce créneau est déjà passé. Choisissez-en un autre.',
  tooSoon: 'Ce créneau est trop proche : les visites se réservent au plus tôt pour le jour ouvré suivant.',
  tooFar: 'Les visites se réservent sur les 14 prochains jours. Choisissez un créneau plus proche.',
  dayOff: 'Aucune visite n’a lieu ce jour-là. Choisissez un autre jour.',
  outsideHours: 'Cet horaire est en dehors des heures de visite. Choisissez un des créneaux proposés.',
  notBoundary: 'Cet horaire n’est pas le début d’un créneau. Choisissez un des créneaux proposés.',
  nobody: 'Aucun conseiller ne fait de visite dans votre secteur pour le moment : nous vous rappelons sous 24 h.',
} as const

export type SlotRefusal = (typeof slotRefusals)[keyof typeof slotRefusals]

/**
 * Why a start cannot be booked with a salesperson, whatever their calendar: null when it is one of their slot
 * starts in the window. The reasons are checked from the most to the least general.
 */
export function slotProblem(availability: Availability, start: Date, now: Date): SlotRefusal | null {
  if (start <= now) return slotRefusals.past
  if (start < earliestStart(availability, now)) return slotRefusals.tooSoon
  if (start >= bookingHorizon(now)) return slotRefusals.tooFar
  const { day, minutes } = parisClock(start)
  if (isDayOff(availability.daysOff, day)) return slotRefusals.dayOff
  const spans = availability.hours.filter((span) => span.day === weekdayOf(day))
  const within = spans.some((span) => {
    const from = clockMinutes(span.from)
    const to = clockMinutes(span.to)
    return from !== null && to !== null && minutes >= from && minutes + availability.visitMinutes <= to
  })
  if (!spans.length) return slotRefusals.dayOff
  if (!within) return slotRefusals.outsideHours
  return daySlots(availability, day).some((slot) => slot.getTime() === start.getTime()) ? null : slotRefusals.notBoundary
}

const refusalOrder: SlotRefusal[] = [
  slotRefusals.notBoundary,
  slotRefusals.outsideHours,
  slotRefusals.dayOff,
  slotRefusals.tooSoon,
  slotRefusals.tooFar,
  slotRefusals.past,
]

/**
 * Why a start cannot be booked for a lead covered by several salespeople: null when it is a slot of at
 * least one of them; otherwise the most specific reason any of them gives (a start that is in someone's
 * hours but not on a boundary says so, rather than "outside the hours").
 */
export function startProblem(availabilities: readonly Availability[], start: Date, now: Date): SlotRefusal | null {
  if (Number.isNaN(start.getTime())) return slotRefusals.invalid
  if (!availabilities.length) return slotRefusals.nobody
  const problems = availabilities.map((availability) => slotProblem(availability, start, now))
  if (problems.includes(null)) return null
  return refusalOrder.find((refusal) => problems.includes(refusal)) ?? slotRefusals.outsideHours
}
