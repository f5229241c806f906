import { formatDuration } from '@/leads/rules/responseTime'
import type { LeadReport, OnlineBookings, ResponseTime, WeeklyCounts } from './shapeReport'

/** One figure table of the report: shown under its chart and downloadable as CSV (same headers, same cells). */
export type ReportTable = { id: ReportTableId; title: string; headers: string[]; rows: (string | number)[][] }

export const reportTableIds = [
  'origines',
  'sources',
  'conversion',
  'motifs-perte',
  'reponse-semaine',
  'reponse-responsable',
  'anciennete',
  'visites-formulaire',
  'visites-source',
] as const
type ReportTableId = (typeof reportTableIds)[number]

const weekFormat = new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' })
const shortWeekFormat = new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'short', timeZone: 'UTC' })
const decimalFormat = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 1 })

/** A week (its Monday) in French: "3 nov. 2026". */
const weekLabel = (monday: string) => weekFormat.format(new Date(`${monday}T00:00:00Z`))
/** The same, short, for a chart's axis: "3 nov.". */
export const shortWeekLabel = (monday: string) => shortWeekFormat.format(new Date(`${monday}T00:00:00Z`))
/** A share as a French percentage, a no-break space before the sign: "12,5 %" (the same whatever the ICU version). */
export const percent = (value: number) => `${decimalFormat.format(value * 100)}\u00a0%`
/** A day in French: "24/11/2026". */
export const dayLabel = (day: string) => day.split('-').reverse().join('/')

const weeklyTable = (id: ReportTableId, title: string, counts: WeeklyCounts): ReportTable => ({
  id,
  title,
  headers: ['Semaine du', ...counts.series.map((series) => series.label), 'Total'],
  rows: counts.weeks.map((week) => [weekLabel(week.week), ...week.counts, week.total]),
})

const responseRows = (rows: ResponseTime[], label: (row: ResponseTime) => string) =>
  rows.map((row) => [label(row), row.leads, row.responded, row.medianMinutes === null ? '—' : formatDuration(row.medianMinutes)])

const bookingTable = (id: ReportTableId, title: string, first: string, rows: OnlineBookings[]): ReportTable => ({
  id,
  title,
  headers: [first, 'Leads', 'Visites réservées en ligne', 'Part des leads', 'Délai médian du lead à la visite'],
  rows: rows.map((row) => [row.label, row.leads, row.booked, percent(row.share), formatDuration(row.medianMinutes)]),
})

/** Every table of a report, in the page's order. */
export function reportTables(report: LeadReport): ReportTable[] {
  return [
    weeklyTable('origines', 'Leads par semaine et par formulaire', report.byOrigin),
    weeklyTable('sources', 'Leads par semaine et par source', report.bySource),
    {
      id: 'conversion',
      title: 'Taux de conversion par formulaire (hors invalides)',
      headers: ['Formulaire', 'Leads', 'Convertis', 'Perdus', 'Taux de conversion', 'Invalides', 'Part d’invalides'],
      rows: report.conversion.map((row) => [
        row.label,
        row.total,
        row.converted,
        row.lost,
        percent(row.conversionRate),
        row.invalid,
        percent(row.invalidShare),
      ]),
    },
    {
      id: 'motifs-perte',
      title: 'Leads perdus par motif',
      headers: ['Motif', 'Leads perdus'],
      rows: report.lostReasons.map((row) => [row.label, row.count]),
    },
    {
      id: 'reponse-semaine',
      title: 'Délai médian de première réponse par semaine',
      headers: ['Semaine du', 'Leads', 'Leads traités', 'Délai médian'],
      rows: responseRows(report.responseByWeek, (row) => weekLabel(row.key)),
    },
    {
      id: 'reponse-responsable',
      title: 'Délai médian de première réponse par responsable',
      headers: ['Responsable', 'Leads', 'Leads traités', 'Délai médian'],
      rows: responseRows(report.responseByOwner, (row) => row.label),
    },
    {
      id: 'anciennete',
      title: 'Leads ouverts par ancienneté',
      headers: ['Ancienneté', 'Leads ouverts'],
      rows: report.openByAge.map((bucket) => [bucket.label, bucket.count]),
    },
    bookingTable('visites-formulaire', 'Visites réservées en ligne par formulaire', 'Formulaire', report.bookingsByOrigin),
    bookingTable('visites-source', 'Visites réservées en ligne par source', 'Source', report.bookingsBySource),
  ]
}
