import type { ChartData } from './charts/chartData'
import { shortWeekLabel } from './reportTables'
import type { LeadReport, ResponseTime, WeeklyCounts } from './shapeReport'

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
    'reponse-semaine': response('Délai médian de première réponse par semaine', report.responseByWeek, (row) => shortWeekLabel(row.key)),
    'reponse-responsable': response('Délai médian de première réponse par responsable', report.responseByOwner, (row) => row.label),
    anciennete: {
      title: 'Leads ouverts par ancienneté',
      unit: 'count',
      categories: report.openByAge.map((bucket) => bucket.label),
      series: ['Leads ouverts'],
      values: report.openByAge.map((bucket) => [bucket.count]),
    },
  }
}
