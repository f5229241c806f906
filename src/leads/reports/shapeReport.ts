import { formOriginLabels } from '@/forms/registry'
import { formOrigins, type FormOrigin } from '@/rules/formOrigins'
import { medianMinutes } from '@/leads/rules/medianMinutes'
import { AGE_BUCKET_DAYS, type BookedLead, type ReportRows, type ResponseRow, type WeekCount } from './reportQueries'
import { weeksOf, type ReportRange } from './reportRange'

/** One series of a chart (a form origin, a source…): its key and its French label. */
export type Series = { key: string; label: string }
/** Counts per week and per series, every week of the period present (zeros included). */
export type WeeklyCounts = { series: Series[]; weeks: { week: string; counts: number[]; total: number }[] }
type Conversion = {
  origin: string
  label: string
  total: number
  converted: number
  lost: number
  invalid: number
  /** Converted among the real prospects: Invalide (spam, errors) is left out of the whole. */
  conversionRate: number
  invalidShare: number
}
type LostReasonCount = { key: string; label: string; count: number }
export type ResponseTime = { key: string; label: string; leads: number; responded: number; medianMinutes: number | null }
type AgeBucket = { label: string; count: number }
/** Visits booked online by the visitors of a form or a source: how many, the share of its leads, the median delay from lead to visit. */
export type OnlineBookings = { key: string; label: string; leads: number; booked: number; share: number; medianMinutes: number | null }
export type LeadReport = {
  range: ReportRange
  byOrigin: WeeklyCounts
  bySource: WeeklyCounts
  conversion: Conversion[]
  lostReasons: LostReasonCount[]
  responseByWeek: ResponseTime[]
  responseByOwner: ResponseTime[]
  openByAge: AgeBucket[]
  bookingsByOrigin: OnlineBookings[]
  bookingsBySource: OnlineBookings[]
}

const OTHER_SOURCES = 'Autres sources'
const DIRECT = 'Accès direct'

/** A source key of the query in words: 'utm:google / cpc' → 'google / cpc', 'ref:bing.com' → 'bing.com', '' → direct. */
export function sourceLabel(key: string | null): string {
  if (key === null) return OTHER_SOURCES
  if (key === '') return DIRECT
  return key.replace(/^(utm|ref):/, '')
}

/** Counts by week and key on every week of the period, series in the given order (only those with a lead). */
export function weeklyCounts(rows: WeekCount[], weeks: string[], series: Series[]): WeeklyCounts {
  const used = series.filter((one) => rows.some((row) => (row.key ?? '\u0000') === one.key && row.count > 0))
  const index = new Map(used.map((one, position) => [one.key, position]))
  const byWeek = new Map(weeks.map((week) => [week, used.map(() => 0)]))
  for (const row of rows) {
    const counts = byWeek.get(row.week)
    const position = index.get(row.key ?? '\u0000')
    if (counts && position !== undefined) counts[position]! += row.count
  }
  return {
    series: used,
    weeks: weeks.map((week) => {
      const counts = byWeek.get(week)!
      return { week, counts, total: counts.reduce((sum, count) => sum + count, 0) }
    }),
  }
}

/** Sources ordered by their total, largest first, "Autres sources" last (its key is '\u0000': null in the query). */
function sourceSeries(rows: WeekCount[]): Series[] {
  const totals = new Map<string, number>()
  for (const row of rows) totals.set(row.key ?? '\u0000', (totals.get(row.key ?? '\u0000') ?? 0) + row.count)
  return [...totals.entries()]
    .sort(([a, countA], [b, countB]) => (a === '\u0000' ? 1 : b === '\u0000' ? -1 : countB - countA || a.localeCompare(b)))
    .map(([key]) => ({ key, label: sourceLabel(key === '\u0000' ? null : key) }))
}

const share = (part: number, whole: number) => (whole ? part / whole : 0)

const responseTime = (row: ResponseRow, label: string): ResponseTime => ({
  key: row.key,
  label,
  leads: row.leads,
  responded: row.responded,
  medianMinutes: row.median === null ? null : Math.round(Number(row.median)),
})

/** The online bookings of each series (a form, a source), from its count of leads and the leads booked online. */
function onlineBookings(
  series: { key: string; label: string; leads: number }[],
  booked: BookedLead[],
  keyOf: (lead: BookedLead) => string,
) {
  return series.map(({ key, label, leads }): OnlineBookings => {
    const minutes = booked.filter((lead) => keyOf(lead) === key).map((lead) => Number(lead.minutes))
    return { key, label, leads, booked: minutes.length, share: share(minutes.length, leads), medianMinutes: medianMinutes(minutes) }
  })
}

/** Leads by source over the period, as the sources' chart counts them (its top sources, then the others together). */
function leadsBySource(rows: WeekCount[]) {
  const totals = new Map<string, number>()
  for (const row of rows) totals.set(row.key ?? '\u0000', (totals.get(row.key ?? '\u0000') ?? 0) + row.count)
  return sourceSeries(rows).map((series) => ({ ...series, leads: totals.get(series.key) ?? 0 }))
}

/** The labels of the age buckets of open leads, from AGE_BUCKET_DAYS. */
export function ageBucketLabels(): string[] {
  const bounds = AGE_BUCKET_DAYS
  return [
    `Moins de ${bounds[0]}\u00a0jours`,
    ...bounds.slice(1).map((upper, index) => `${bounds[index]} à ${upper}\u00a0jours`),
    `${bounds[bounds.length - 1]}\u00a0jours et plus`,
  ]
}

/** The report as the page and the CSV show it, from the queries' rows: every week present, labels in French, rates computed. */
export function shapeReport(range: ReportRange, rows: ReportRows): LeadReport {
  const weeks = weeksOf(range)
  const origins: Series[] = formOrigins.map((origin) => ({ key: origin, label: formOriginLabels[origin] }))
  const responseWeeks = new Map(rows.responseByWeek.map((row) => [row.key, row]))
  const ages = ageBucketLabels()
  return {
    range,
    byOrigin: weeklyCounts(rows.byOrigin, weeks, origins),
    bySource: weeklyCounts(rows.bySource, weeks, sourceSeries(rows.bySource)),
    conversion: rows.outcomes
      .map((row) => ({
        origin: row.origin,
        label: formOriginLabels[row.origin as FormOrigin] ?? row.origin,
        total: row.total,
        converted: row.converted,
        lost: row.lost,
        invalid: row.invalid,
        conversionRate: share(row.converted, row.total - row.invalid),
        invalidShare: share(row.invalid, row.total),
      }))
      .sort((a, b) => formOrigins.indexOf(a.origin as FormOrigin) - formOrigins.indexOf(b.origin as FormOrigin)),
    // In the manager's order; a lead lost without a reason (before reasons were asked) last.
    lostReasons: [...rows.lostReasons]
      .sort((a, b) =>
        a.key === '' ? 1 : b.key === '' ? -1 : (a.position ?? '').localeCompare(b.position ?? '') || Number(a.key) - Number(b.key),
      )
      .map((row) => ({ key: row.key, label: row.key ? (row.label ?? `Motif ${row.key}`) : 'Sans motif', count: row.count })),
    responseByWeek: weeks.map((week) => {
      const row = responseWeeks.get(week)
      return row ? responseTime(row, week) : { key: week, label: week, leads: 0, responded: 0, medianMinutes: null }
    }),
    responseByOwner: rows.responseByOwner
      .map((row) => responseTime(row, row.key ? (row.label ?? `Utilisateur ${row.key}`) : 'Non attribué'))
      .sort((a, b) => (a.key === '' ? 1 : b.key === '' ? -1 : a.label.localeCompare(b.label, 'fr'))),
    openByAge: ages.map((label, bucket) => ({
      label,
      count: rows.openByAge.filter((row) => Number(row.bucket) === bucket).reduce((sum, row) => sum + row.count, 0),
    })),
    bookingsByOrigin: onlineBookings(
      origins.flatMap((origin) => {
        const leads = rows.outcomes.find((row) => row.origin === origin.key)?.total ?? 0
        return leads ? [{ ...origin, leads }] : []
      }),
      rows.bookedOnline,
      (lead) => lead.origin,
    ),
    // The sources' chart's series: a source outside its top ones counts with the others.
    bookingsBySource: (() => {
      const series = leadsBySource(rows.bySource)
      const named = new Set(series.map((one) => one.key))
      return onlineBookings(series, rows.bookedOnline, (lead) => (named.has(lead.source) ? lead.source : '\u0000'))
    })(),
  }
}
