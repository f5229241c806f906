import { targets } from './config'
import type { DashboardTimings } from './dashboard'
import type { FreshClone } from './freshClone'
import type { InputDelay } from './inputDelay'
import type { ArrivalLatency, Throughput } from './leads'
import { categories, metricSummary, type PageScores } from './lighthouse'
import { sharedWeight } from './pageWeight'
import type { LiveLatency } from './live'
import type { PageResults } from './pages'
import type { PublishDelay } from './publish'
import type { VisitBench } from './visits'
import type { AudienceBench } from './audience'
import { round } from './stats'

export type Results = {
  pages?: PageResults
  leads?: { app: Throughput; payloadCreate: Throughput; floor: Throughput; arrivals: ArrivalLatency }
  dashboard?: DashboardTimings
  live?: LiveLatency
  publish?: PublishDelay
  inputDelay?: InputDelay
  visits?: VisitBench
  audience?: AudienceBench
  freshClone?: FreshClone
  /** Parts that could not be measured, with why. */
  skipped: string[]
}

export type Row = { measure: string; median: string; tail: string; target: string; result: string }

const ms = (value: number) => (Number.isFinite(value) ? `${round(value)} ms` : 'n/a')
export const verdict = (pass: boolean) => (pass ? 'pass' : 'FAIL')
const info = 'info'

const kilobytes = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`
const signedKilobytes = (bytes: number) => `${bytes < 0 ? '-' : '+'} ${kilobytes(Math.abs(bytes))}`

/** What a page may add to the framework floor page, by kind. */
const overFloorKb = { content: targets.contentPageOverFloorKb, form: targets.formPageOverFloorKb }
const performanceBelowFloor = { content: targets.contentPerformanceBelowFloor, form: targets.formPerformanceBelowFloor }

function weightRows({ floor, weights }: PageResults): Row[] {
  const shared = sharedWeight(weights)
  const floorRow: Row = {
    measure: 'first-load JS, gzip: framework floor page',
    median: kilobytes(floor.gzipBytes),
    tail: 'React, Next.js runtime, root shell (bench/floor-page)',
    target: '',
    result: info,
  }
  const sharedRow: Row = {
    measure: 'first-load JS, gzip: shared by every route of the site',
    median: kilobytes(shared),
    tail: `floor ${signedKilobytes(shared - floor.gzipBytes)}: header, menu, consent banner`,
    target: '',
    result: info,
  }
  const routeRows = weights.map((weight): Row => {
    const over = weight.gzipBytes - floor.gzipBytes
    const limit = overFloorKb[weight.kind as 'content' | 'form']
    return {
      measure: `first-load JS, gzip: ${weight.route}`,
      median: kilobytes(weight.gzipBytes),
      tail: `floor ${signedKilobytes(over)}; site's shared ${signedKilobytes(weight.gzipBytes - shared)}${weight.kind === 'form' ? '; form page' : ''}`,
      target: `floor + <= ${limit} KB`,
      result: verdict(over <= limit * 1024),
    }
  })
  return [floorRow, sharedRow, ...routeRows]
}

/** The document each page sends: its size, gzipped, and the share of it that is the RSC payload (markup said twice). */
function htmlRows({ floor, weights }: PageResults): Row[] {
  return [floor, ...weights].map((weight): Row => ({
    measure: `HTML: ${weight.kind === 'floor' ? 'framework floor page' : weight.route}`,
    median: `${kilobytes(weight.html.bytes)} (gzip ${kilobytes(weight.html.gzipBytes)})`,
    tail: `RSC payload ${kilobytes(weight.html.payloadBytes)} (${Math.round((100 * weight.html.payloadBytes) / weight.html.bytes)} %)`,
    target: '',
    result: info,
  }))
}

const scoreList = (scores: PageScores['scores']) => categories.map((name) => scores[name]).join(' / ')
const signedPoints = (points: number) => `${points < 0 ? '-' : '+'}${Math.abs(points)}`
const otherCategories = categories.filter((name) => name !== 'performance')

/** The framework floor page whose largest paint is text: what every page's score and largest paint read against. */
const textFloor = (lighthouse: PageScores[]) => lighthouse.find((scores) => scores.kind === 'floor' && scores.largestPaint === 'text')

/** One row per page: its four Lighthouse scores; performance against the floor page's, the others against the target. */
function lighthouseRows(lighthouse: PageScores[]): Row[] {
  const floor = textFloor(lighthouse)
  return lighthouse.map((page): Row => {
    const { scores, runs, baseline } = page
    const common = `perf / a11y / best practices / SEO; median of ${runs}; ${metricSummary(page.metrics)}${baseline ? `; baseline ${scoreList(baseline)}` : ''}`
    if (page.kind === 'floor' || !floor) {
      return {
        measure: `Lighthouse mobile: ${page.page} (${page.path})`,
        median: scoreList(scores),
        tail: common,
        target: '',
        result: info,
      }
    }
    const minimum = floor.scores.performance - performanceBelowFloor[page.kind]
    return {
      measure: `Lighthouse mobile: ${page.page} (${page.path})`,
      median: scoreList(scores),
      tail: `${common}; perf vs floor ${signedPoints(scores.performance - floor.scores.performance)}`,
      target: `perf >= ${minimum} (floor - ${performanceBelowFloor[page.kind]}), others >= ${targets.lighthouseScore}${baseline ? ', perf >= baseline' : ''}`,
      result: verdict(
        scores.performance >= minimum &&
          otherCategories.every((name) => scores[name] >= targets.lighthouseScore) &&
          (!baseline || scores.performance >= baseline.performance),
      ),
    }
  })
}

/** Where a page's largest paint was measured: the issue's row is Lighthouse's simulation. */
const paintMeasures = {
  simulate: 'largest paint (LCP, simulated by Lighthouse)',
  devtools: 'largest paint (LCP, load throttled by the browser)',
} as const

/**
 * Each content page's largest paint against the floor page's (its text), beside the floor page with a photo:
 * what the framework alone costs a page whose largest paint is a picture. Once as Lighthouse simulates the slow
 * phone, once on a load the browser throttles itself.
 */
function largestPaintRows(lighthouse: PageScores[]): Row[] {
  const floor = textFloor(lighthouse)
  const photoFloor = lighthouse.find((scores) => scores.kind === 'floor' && scores.largestPaint === 'photo')
  if (!floor) return []
  const limit = floor.metrics.LCP + targets.contentLcpOverFloorMs
  return lighthouse
    .filter((page) => page.kind === 'content')
    .map((page): Row => ({
      measure: `${paintMeasures[page.throttling]}: ${page.page} (${page.path})`,
      median: ms(page.metrics.LCP),
      tail: `a ${page.largestPaint}; median of ${page.runs}; floor page ${ms(floor.metrics.LCP)}${photoFloor ? `, floor page with a photo ${ms(photoFloor.metrics.LCP)}` : ''}${page.throttling === 'devtools' ? `; perf ${page.scores.performance}, floor ${floor.scores.performance}` : ''}`,
      target: `<= ${ms(limit)} (floor + ${targets.contentLcpOverFloorMs} ms)`,
      result: verdict(page.metrics.LCP <= limit),
    }))
}

function pageRows(pages: PageResults): Row[] {
  return [
    ...weightRows(pages),
    ...lighthouseRows(pages.lighthouse),
    ...largestPaintRows(pages.lighthouse),
    ...largestPaintRows(pages.throttled),
    ...htmlRows(pages),
  ]
}

/** npm run audit: every category of every page against one score. */
export function auditLighthouseRows(lighthouse: PageScores[], target: number): Row[] {
  return lighthouse.map(({ page, path, scores, runs }): Row => ({
    measure: `Lighthouse mobile: ${page} (${path})`,
    median: scoreList(scores),
    tail: `perf / a11y / best practices / SEO; median of ${runs}`,
    target: `each >= ${target}`,
    result: verdict(categories.every((name) => scores[name] >= target)),
  }))
}

const ratioText = (ratio: number) => (Number.isFinite(ratio) ? ratio.toFixed(2) : 'n/a')

function leadRows({
  app,
  payloadCreate,
  floor,
  arrivals,
}: {
  app: Throughput
  payloadCreate: Throughput
  floor: Throughput
  arrivals: ArrivalLatency
}): Row[] {
  const ratio = app.perSecond / floor.perSecond
  const toPayload = app.perSecond / payloadCreate.perSecond
  const failures = Object.entries(app.failures)
    .map(([status, count]) => `${count} x ${status}`)
    .join(', ')
  return [
    {
      measure: 'leads accepted/s (app)',
      median: `${round(app.perSecond)}/s`,
      tail: `runs: ${app.runs.join(', ')}`,
      target: '',
      result: info,
    },
    {
      measure: 'lead latency p50 / p99 (app, 32 connections at saturation)',
      median: ms(app.p50),
      tail: ms(app.p99),
      target: '',
      // Each sending waits for the ones before it: 32 ÷ leads per second, the queue (bench/README.md).
      result: info,
    },
    {
      measure: `lead latency p50 / p99 (app, ${arrivals.perSecond} leads/s arriving, 32 connections at most)`,
      median: ms(arrivals.p50),
      tail: `${ms(arrivals.p99)}; ${arrivals.sent} sent, ${arrivals.errors} errors`,
      target: `p99 <= ${targets.leadsP99Ms} ms`,
      result: verdict(arrivals.p99 <= targets.leadsP99Ms && arrivals.errors === 0),
    },
    { measure: 'lead errors, non-201 (app)', median: String(app.errors), tail: failures, target: '0', result: verdict(app.errors === 0) },
    {
      measure: "leads/s (Payload's REST create, admin)",
      median: `${round(payloadCreate.perSecond)}/s`,
      tail: `runs: ${payloadCreate.runs.join(', ')}; p99 ${ms(payloadCreate.p99)}; ${payloadCreate.errors} errors`,
      target: '',
      result: info,
    },
    {
      measure: "ratio app / Payload's create (leads/s)",
      median: ratioText(toPayload),
      tail: '',
      target: '>= 1',
      result: verdict(toPayload >= 1),
    },
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
      median: ratioText(ratio),
      tail: '',
      target: '',
      result: info,
    },
  ]
}

const seconds = (value: number) => `${(value / 1000).toFixed(0)} s`

const freshCloneRow = (clone: FreshClone): Row => ({
  measure: `fresh clone of ${clone.commit} -> site serving (npm install && npm run build && npm start)`,
  median: seconds(clone.totalMs),
  tail: `install ${seconds(clone.installMs)}, build ${seconds(clone.buildMs)}, start ${seconds(clone.startMs)}`,
  target: `<= ${targets.freshCloneSeconds} s`,
  result: verdict(clone.totalMs <= targets.freshCloneSeconds * 1000),
})

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
    row(`list sorted by waiting time (Nouveau, oldest first) on ${dashboard.totalLeads} leads`, dashboard.waiting, targets.listP95Ms),
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
  measure: 'publish: editor publishes on A -> public page on B shows it p50 / p95',
  median: ms(publish.p50),
  tail: ms(publish.p95) + (publish.missed ? ` (${publish.missed}/${publish.publishes} never shown)` : ''),
  target: `p95 <= ${targets.publishP95Ms} ms`,
  result: verdict(publish.p95 <= targets.publishP95Ms && publish.missed === 0),
})

const inputDelayRow = (delay: InputDelay): Row => ({
  measure: `input delay: free study, keystroke -> paint, CPU ${delay.cpuSlowdown}x slower, p50 / p95`,
  median: ms(delay.p50),
  tail: `${ms(delay.p95)}; max ${ms(delay.max)} over ${delay.keystrokes} keys`,
  target: `p95 <= ${targets.inputDelayP95Ms} ms`,
  result: verdict(delay.p95 <= targets.inputDelayP95Ms),
})

function visitRows({ slots, bookings }: VisitBench): Row[] {
  return [
    {
      measure: `visit slots, 10 salespeople x 14 days (${slots.slots} slots) p50 / p95`,
      median: ms(slots.p50),
      tail: ms(slots.p95) + (slots.errors ? ` (${slots.errors} errors)` : ''),
      target: `p95 <= ${targets.visitSlotsP95Ms} ms`,
      result: verdict(slots.p95 <= targets.visitSlotsP95Ms && slots.errors === 0),
    },
    {
      measure: `visit bookings: ${bookings.sent} at once on one slot -> 201 / 409`,
      median: `${bookings.created} / ${bookings.conflicts}`,
      tail: bookings.others ? `${bookings.others} other answers` : '',
      target: 'exactly one 201, the rest 409',
      result: verdict(bookings.created === 1 && bookings.conflicts === bookings.sent - 1),
    },
  ]
}

function audienceRows({ pageAlone, pageMeasured, events }: AudienceBench): Row[] {
  const allowed = pageAlone.p99 * 1.1 + 5
  return [
    {
      measure: `page view at 40/s without / with its measurement event (${pageAlone.requests} / ${pageMeasured.requests} pages)`,
      median: `${ms(pageAlone.p50)} / ${ms(pageMeasured.p50)}`,
      tail: `${ms(pageAlone.p99)} / ${ms(pageMeasured.p99)}`,
      target: 'p99 with <= p99 without x 1.1 + 5 ms',
      result: verdict(pageMeasured.p99 <= allowed),
    },
    {
      measure: 'audience events written per second (each answered 204, then counted)',
      median: `${round(events.perSecond)}/s`,
      tail: `${events.stored} of ${events.sent} stored${events.errors ? `, ${events.errors} errors` : ''}`,
      target: 'every event stored',
      result: verdict(events.stored === events.sent && events.errors === 0),
    },
  ]
}

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
    ...(results.freshClone ? [freshCloneRow(results.freshClone)] : []),
    ...(results.dashboard ? dashboardRows(results.dashboard) : []),
    ...(results.live ? [liveRow(results.live)] : []),
    ...(results.publish ? [publishRow(results.publish)] : []),
    ...(results.inputDelay ? [inputDelayRow(results.inputDelay)] : []),
    ...(results.visits ? visitRows(results.visits) : []),
    ...(results.audience ? audienceRows(results.audience) : []),
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
