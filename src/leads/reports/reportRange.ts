import { z } from 'zod'

/** A report's period: first and last day included, as calendar days in Paris (YYYY-MM-DD). */
export type ReportRange = { from: string; to: string }

/** Weeks a report shows by default: the current one and the eleven before it. */
const DEFAULT_WEEKS = 12
/** The longest period a report reads: two years (the query's cost stays bounded). */
const MAX_DAYS = 731

const DAY_MS = 86_400_000
const isDay = (value: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(value) &&
  !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) &&
  new Date(`${value}T00:00:00Z`).toISOString().startsWith(value)
const day = z.string().refine(isDay, { message: 'Date invalide (AAAA-MM-JJ attendu).' })

/** The report's query string (?du=…&au=…): both optional; anything else is ignored. */
const reportQuerySchema = z.object({ du: day.optional(), au: day.optional() })

const dayNumber = (value: string) => Date.parse(`${value}T00:00:00Z`) / DAY_MS
const dayOf = (value: number) => new Date(value * DAY_MS).toISOString().slice(0, 10)

/** Today in Paris, as a calendar day. */
export const parisToday = (now: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now)

/** The Monday of a day's week (weeks start on Monday, as in France). */
export function mondayOf(value: string): string {
  const number = dayNumber(value)
  // 1970-01-01 was a Thursday: day 0 is weekday 3 counting from Monday.
  return dayOf(number - ((number + 3) % 7))
}

/** Every week's Monday from the week of `from` to the week of `to`, in order. */
export function weeksOf({ from, to }: ReportRange): string[] {
  const weeks: string[] = []
  for (let monday = dayNumber(mondayOf(from)); monday <= dayNumber(to); monday += 7) weeks.push(dayOf(monday))
  return weeks
}

/**
 * The period a query asks for. Defaults: until today, from the Monday eleven weeks before this week's
 * (twelve weeks). Refused: malformed dates, a start after the end, more than two years.
 */
export function reportRange(query: unknown, today: string): { ok: true; range: ReportRange } | { ok: false; message: string } {
  const parsed = reportQuerySchema.safeParse(query ?? {})
  if (!parsed.success) return { ok: false, message: parsed.error.issues[0]?.message ?? 'Période invalide.' }
  const to = parsed.data.au ?? today
  const from = parsed.data.du ?? dayOf(dayNumber(mondayOf(to)) - (DEFAULT_WEEKS - 1) * 7)
  if (dayNumber(from) > dayNumber(to)) return { ok: false, message: 'La date de début doit précéder la date de fin.' }
  if (dayNumber(to) - dayNumber(from) + 1 > MAX_DAYS) return { ok: false, message: 'La période ne peut dépasser deux ans.' }
  return { ok: true, range: { from, to } }
}

/** The period a request asks for (?du=…&au=…), or the 400 that says why not, in French. */
export function askedRange(query: { du?: unknown; au?: unknown }): { range: ReportRange } | { refused: Response } {
  const result = reportRange(query, parisToday(new Date()))
  return result.ok ? { range: result.range } : { refused: Response.json({ message: result.message }, { status: 400 }) }
}
