import { targets } from './config'
import type { DashboardTimings } from './dashboard'
import type { Throughput } from './leads'
import { categories, type PageScores } from './lighthouse'
import { sharedWeight } from './pageWeight'
import type { LiveLatency } from './live'
import type { PageResults } from './pages'
import type { PublishDelay } from './publish'
import { round } from './stats'

export type Results = {
  pages?: PageResults
  leads?: { app: Throughput; floor: Throughput }
  dashboard?: DashboardTimings
  live?: LiveLatency
  publish?: PublishDelay
  /** Parts that could not be measured, with why. */
  skipped: string[]
}

export type Row = { measure: string; median: string; tail: string; target: string; result: string }

const ms = (value: number) => (Number.isFinite(value) ? `${round(value)} ms` : 'n/a')
export const verdict = (pass: boolean) => (pass ? 'pass' : 'FAIL')
const info = 'info'

const kilobytes = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`

function pageRows({ weights, lighthouse }: PageResults): Row[] {
  const floor = sharedWeight(weights)
  const floorRow: Row = {
    measure: 'first-load JS, gzip: shared by every route (floor)',
    median: kilobytes(floor),
    tail: 'React, Next.js runtime, site layout',
    target: '',
    result: info,
  }
  const weightRows = weights.map((weight): Row => ({
    measure: `first-load JS, gzip: ${weight.route}`,
    median: kilobytes(weight.gzipBytes),
    tail: `floor + ${kilobytes(weight.gzipBytes - floor)}${weight.kind === 'form' ? ', form page' : ''}`,
    target: weight.kind === 'content' ? `<= ${targets.contentPageJsKb} KB, floor + <= ${targets.contentPageOverFloorKb} KB` : '',
    result:
      weight.kind === 'content'
        ? verdict(weight.gzipBytes <= targets.contentPageJsKb * 1024 && weight.gzipBytes - floor <= targets.contentPageOverFloorKb * 1024)
        : info,
  }))
  return [floorRow, ...weightRows, ...lighthouseRows(lighthouse)]
}

/** One row per page: its four Lighthouse scores against the target. */
export function lighthouseRows(lighthouse: PageScores[], target = targets.lighthouseScore): Row[] {
  return lighthouse.map(({ page, path, scores, runs, baseline }): Row => ({
    measure: `Lighthouse mobile: ${page} (${path})`,
    median: categories.map((name) => scores[name]).join(' / '),
    tail: `perf / a11y / best practices / SEO; median of ${runs}${baseline ? `; baseline ${categories.map((name) => baseline[name]).join(' / ')}` : ''}`,
    target: `each >= ${target}${baseline ? '; perf >= baseline' : ''}`,
    result: verdict(categories.every((name) => scores[name] >= target) && (!baseline || scores.performance >= baseline.performance)),
  }))
}

function leadRows({ app, floor }: { app: Throughput; floor: Throughput }): Row[] {
  const ratio = app.perSecond / floor.perSecond
  const failures = Object.entries(app.failures)
    .map(([status, count]) => `${count} x ${status}`)
    .join(', ')
  return [
    {
      measure: 'leads accepted/s (app)',
      median: `${round(app.perSecond)}/s`,
      tail: `runs: ${app.runs.join(', ')}`,
      target: `>= ${targets.leadsPerSecond}/s`,
      result: verdict(app.perSecond >= targets.leadsPerSecond),
    },
    {
      measure: 'lead latency p50 / p99 (app)',
      median: ms(app.p50),
      tail: ms(app.p99),
      target: `p99 <= ${targets.leadsP99Ms} ms`,
      result: verdict(app.p99 <= targets.leadsP99Ms),
    },
    { measure: 'lead errors, non-201 (app)', median: String(app.errors), tail: failures, target: '0', result: verdict(app.errors === 0) },
    {
      measure: 'leads/s (floor: node http + 1 INSERT)',
      median: `${round(floor.perSecond)}/s`,
      tail: `runs: ${floor.runs.join(', ')}; ${floor.errors} errors`,
      target: '',
      result: info,
    },
    { measure: 'lead latency p50 / p99 (floor)', median: ms(floor.p50), tail: ms(floor.p99), target: '', result: info },
    {
      measure: 'ratio app / floor (leads/s)',
      median: Number.isFinite(ratio) ? ratio.toFixed(2) : 'n/a',
      tail: '',
      target: '',
      result: info,
    },
  ]
}

function dashboardRows(dashboard: DashboardTimings): Row[] {
  const row = (measure: string, timing: DashboardTimings['list'], limit?: number): Row => ({
    measure: `${measure} p50 / p95`,
    median: ms(timing.p50),
    tail: ms(timing.p95) + (timing.errors ? ` (${timing.errors} errors)` : ''),
    target: limit ? `p95 <= ${limit} ms` : '',
    result: limit ? verdict(timing.p95 <= limit && timing.errors === 0) : info,
  })
  return [
    row(`dashboard list, page 1 (${dashboard.totalLeads} leads)`, dashboard.list, targets.listP95Ms),
    row(`dashboard list, page ${dashboard.deepPage.page}`, dashboard.deepPage),
    row('dashboard search', dashboard.search, targets.searchP95Ms),
    row('dashboard status filter', dashboard.status),
    row('dashboard summary', dashboard.summary),
    row('dashboard "Mes leads" (a salesperson, page 1)', dashboard.mine, targets.mineP95Ms),
    row('reports, last 12 weeks (/api/leads/reports)', dashboard.reports, targets.reportsP95Ms),
  ]
}

const liveRow = (live: LiveLatency): Row => ({
  measure: `live: 201 -> 'lead' event p50 / p95`,
  median: ms(live.p50),
  tail: ms(live.p95) + (live.missed ? ` (${live.missed}/${live.leads} never came)` : ''),
  target: `p95 <= ${targets.liveP95Ms} ms`,
  result: verdict(live.p95 <= targets.liveP95Ms && live.missed === 0),
})

const publishRow = (publish: PublishDelay): Row => ({
  measure: 'publish: editor publishes -> public page shows it p50 / p95',
  median: ms(publish.p50),
  tail: ms(publish.p95) + (publish.missed ? ` (${publish.missed}/${publish.publishes} never shown)` : ''),
  target: `p95 <= ${targets.publishP95Ms} ms`,
  result: verdict(publish.p95 <= targets.publishP95Ms && publish.missed === 0),
})

/** Rows as one aligned table under a header. */
export function formatTable(rows: Row[]): string {
  const header: Row = { measure: 'measure', median: 'median / p50', tail: 'p95 / p99', target: 'target', result: 'result' }
  const columns = Object.keys(header) as (keyof Row)[]
  const widths = columns.map((column) => Math.max(...[header, ...rows].map((row) => row[column].length)))
  const line = (row: Row) =>
    columns
      .map((column, index) => row[column].padEnd(widths[index]!))
      .join('  ')
      .trimEnd()
  const rule = widths.map((width) => '-'.repeat(width)).join('  ')
  return [line(header), rule, ...rows.map(line)].join('\n')
}

/** The results as one aligned table, then what could not be measured. */
export function formatReport(results: Results): string {
  const rows: Row[] = [
    ...(results.pages ? pageRows(results.pages) : []),
    ...(results.leads ? leadRows(results.leads) : []),
    ...(results.dashboard ? dashboardRows(results.dashboard) : []),
    ...(results.live ? [liveRow(results.live)] : []),
    ...(results.publish ? [publishRow(results.publish)] : []),
  ]
  const lines = [formatTable(rows)]
  if (results.leads) {
    const { app, floor } = results.leads
    lines.push(
      '',
      `ratio app / floor: the app accepts ${(app.perSecond / floor.perSecond).toFixed(2)} lead for each lead a bare node http + INSERT server stores under the same load.`,
    )
  }
  for (const reason of results.skipped) lines.push(`not measured: ${reason}`)
  return lines.join('\n')
}
