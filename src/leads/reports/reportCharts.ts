import type { ChartData } from './charts/chartData'
import { shortWeekLabel } from './reportTables'
import type { LeadReport, OnlineBookings, ResponseTime, WeeklyCounts } from './shapeReport'

const weekly = (title: string, counts: WeeklyCounts): ChartData => ({
  title,
  unit: 'count',
  categories: counts.weeks.map((week) => shortWeekLabel(week.week)),
  series: counts.series.map((series) => series.label),
  values: counts.weeks.map((week) => week.counts),
})

const response = (title: string, rows: ResponseTime[], label: (row: ResponseTime) => string): ChartData => ({
  title,
  unit: 'minutes',
  categories: rows.map(label),
  series: ['Délai médian'],
  values: rows.map((row) => [row.medianMinutes ?? 0]),
})

const bookings = (title: string, rows: OnlineBookings[]): ChartData => ({
  title,
  unit: 'share',
  categories: rows.map((row) => row.label),
  series: ['Part des leads ayant réservé leur visite en ligne'],
  values: rows.map((row) => [row.share]),
})

/** The report's charts, by table id, drawn from the same figures as its tables. */
export function reportCharts(report: LeadReport): Record<string, ChartData> {
  return {
    origines: weekly('Leads par semaine et par formulaire', report.byOrigin),
    sources: weekly('Leads par semaine et par source', report.bySource),
    conversion: {
      title: 'Part de leads convertis et invalides par formulaire',
      unit: 'share',
      categories: report.conversion.map((row) => row.label),
      series: ['Convertis', 'Invalides'],
      values: report.conversion.map((row) => [row.conversionRate, row.invalidShare]),
    },
    'motifs-perte': {
      title: 'Leads perdus par motif',
      unit: 'count',
      categories: report.lostReasons.map((row) => row.label),
      series: ['Leads perdus'],
      values: report.lostReasons.map((row) => [row.count]),
    },
    'reponse-semaine': response('Délai médian de première réponse par semaine', report.responseByWeek, (row) => shortWeekLabel(row.key)),
    'reponse-responsable': response('Délai médian de première réponse par responsable', report.responseByOwner, (row) => row.label),
    anciennete: {
      title: 'Leads ouverts par ancienneté',
      unit: 'count',
      categories: report.openByAge.map((bucket) => bucket.label),
      series: ['Leads ouverts'],
      values: report.openByAge.map((bucket) => [bucket.count]),
    },
    'visites-formulaire': bookings('Visites réservées en ligne par formulaire', report.bookingsByOrigin),
    'visites-source': bookings('Visites réservées en ligne par source', report.bookingsBySource),
  }
}
