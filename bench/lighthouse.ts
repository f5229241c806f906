import { browserFlags, browserPath } from '../e2e/browser'
import { ensureBenchTools } from './benchTools'
import { APP_URL } from './config'
import { median } from './stats'

/** What the bench uses of Lighthouse and of its Chrome launcher (bench/package.json). */
type LighthouseResult = {
  lhr: {
    runtimeError?: { message: string }
    categories: Record<string, { score: number | null } | undefined>
    audits: Record<string, { numericValue?: number; details?: { items?: unknown[] } } | undefined>
  }
}
/**
 * How Lighthouse slows the load to a mid-range phone on slow 4G. `simulate`, its default: one fast load, then the
 * slow one computed from it. `devtools`: the load itself throttled by the browser (latency, bandwidth, 4x CPU).
 */
export type Throttling = 'simulate' | 'devtools'
type Tools = {
  lighthouse: (
    url: string,
    flags: { port: number; logLevel: 'error'; onlyCategories: string[]; throttlingMethod: Throttling },
  ) => Promise<LighthouseResult | undefined>
  launch: (options: { chromePath: string; chromeFlags: string[] }) => Promise<{ port: number; kill: () => void | Promise<void> }>
}

/** Lighthouse and chrome-launcher, the bench's own packages (bench/benchTools.ts). */
async function tools(): Promise<Tools> {
  await ensureBenchTools()
  // Names in variables: the type check, which runs where bench/node_modules may not exist, leaves them alone.
  const [lighthouse, launcher] = ['lighthouse', 'chrome-launcher']
  const [{ default: run }, { launch }] = await Promise.all([import(lighthouse), import(launcher)])
  return { lighthouse: run, launch } as Tools
}

export const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const
export type Category = (typeof categories)[number]
export type Scores = Record<Category, number>
/** What the performance score is made of, in ms (CLS unitless): read beside the score, it says where points go. */
export const metrics = {
  FCP: 'first-contentful-paint',
  LCP: 'largest-contentful-paint',
  TBT: 'total-blocking-time',
  SI: 'speed-index',
  CLS: 'cumulative-layout-shift',
} as const
export type Metrics = Record<keyof typeof metrics, number>
/** What the page's largest paint is: a picture, or text. */
export type LargestPaint = 'photo' | 'text'
/** Requests finished before the largest paint of the fast load Lighthouse simulates from, out of all the page's. */
type RequestsBeforePaint = { done: number; of: number }
type Audit = Scores & {
  metrics: Metrics
  largestPaint: LargestPaint
  beforePaint: RequestsBeforePaint
  taskBeforePaint: number
  afterStylesheets: WorkAfterStylesheets
}
export type PageKind = 'floor' | 'content' | 'form'
export type PageToAudit = {
  page: string
  path: string
  kind: PageKind
  /** Another server than the site's: the framework floor page. */ origin?: string
}
export type PageScores = PageToAudit & {
  scores: Scores
  metrics: Metrics
  largestPaint: LargestPaint
  runs: number
  throttling: Throttling
  baseline?: Scores
}

/** One Lighthouse mobile audit of a page: each category's score out of 100, and the performance metrics. */
async function audit(lighthouse: Tools['lighthouse'], url: string, port: number, throttling: Throttling): Promise<Audit> {
  const result = await lighthouse(url, { port, logLevel: 'error', onlyCategories: [...categories], throttlingMethod: throttling })
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`)
  const { runtimeError, categories: scored } = result.lhr
  if (runtimeError) throw new Error(`Lighthouse on ${url}: ${runtimeError.message}`)
  const scores = Object.fromEntries(categories.map((name) => [name, Math.round((scored[name]?.score ?? 0) * 100)])) as Scores
  const measured = Object.fromEntries(
    Object.entries(metrics).map(([short, id]) => [short, result.lhr.audits[id]?.numericValue ?? Number.NaN]),
  ) as Metrics
  const [table] = (result.lhr.audits['largest-contentful-paint-element']?.details?.items ?? []) as {
    items?: { node?: { snippet?: string } }[]
  }[]
  const element = table?.items?.[0]?.node?.snippet ?? ''
  return {
    ...scores,
    metrics: measured,
    largestPaint: element.startsWith('<img') ? 'photo' : 'text',
    beforePaint: requestsBeforePaint(result.lhr.audits),
    taskBeforePaint: longestTaskBeforePaint(result.lhr.audits),
    afterStylesheets: workAfterStylesheets(result.lhr.audits),
  }
}

type Audits = LighthouseResult['lhr']['audits']

/** The audit's requests: what each was and when it finished, in ms. */
const networkRequests = (audits: Audits) =>
  (audits['network-requests']?.details?.items ?? []) as { resourceType?: string; networkEndTime?: number }[]

/** The audit's main-thread tasks: when each began and how long it ran, in ms. */
const mainThreadTasks = (audits: Audits) =>
  (audits['main-thread-tasks']?.details?.items ?? []) as { startTime?: number; duration?: number }[]

/** When the fast, unthrottled load Lighthouse simulates from showed its largest paint, in ms (-Infinity unknown). */
function observedPaint(audits: Audits): number {
  const [observed] = (audits.metrics?.details?.items ?? []) as { observedLargestContentfulPaint?: number }[]
  return observed?.observedLargestContentfulPaint ?? Number.NEGATIVE_INFINITY
}

/**
 * Lighthouse simulates the slow phone from a fast, unthrottled load, and counts in the simulated largest paint
 * every request that had finished before that load's own largest paint (bench/README.md): how many did, of all.
 */
export function requestsBeforePaint(audits: Audits): RequestsBeforePaint {
  const paint = observedPaint(audits)
  const requests = networkRequests(audits)
  return { done: requests.filter((request) => (request.networkEndTime ?? Number.POSITIVE_INFINITY) <= paint).length, of: requests.length }
}

/**
 * The longest main-thread task begun before the fast load's largest paint, in ms. Lighthouse's simulation counts,
 * in the slow load's largest paint, every task begun before the fast load's paint was shown, and the paint is shown
 * 30 to 50 ms after it is drawn. When React's chunk (35 to 55 ms here) begins in that interval, the simulated paint
 * is about 0.5 s later: the figure says which way each audit went. The floor page and the site's pages alike keep
 * Next's script tags and run that race.
 */
export function longestTaskBeforePaint(audits: Audits): number {
  const paint = observedPaint(audits)
  const tasks = mainThreadTasks(audits)
  const before = tasks.filter((task) => (task.startTime ?? Number.POSITIVE_INFINITY) < paint).map((task) => task.duration ?? 0)
  return Math.round(Math.max(0, ...before))
}

/** On a throttled load: when the last stylesheet had arrived, and the main thread's work from then to the paint, in ms. */
type WorkAfterStylesheets = { arrived: number; work: number }

/**
 * A page is drawn once its stylesheets have arrived, after the style, layout and paint its document asks for. On
 * a load the browser throttles, the two parts of the largest paint: when the last stylesheet arrived, and the
 * main-thread work of the tasks begun from then until the paint (each task whole, as the paint waits for it).
 */
export function workAfterStylesheets(audits: Audits): WorkAfterStylesheets {
  const paint = audits['largest-contentful-paint']?.numericValue ?? Number.NaN
  const requests = networkRequests(audits)
  const arrived = Math.max(
    0,
    ...requests.filter((request) => request.resourceType === 'Stylesheet').map((request) => request.networkEndTime ?? 0),
  )
  const tasks = mainThreadTasks(audits)
  const work = tasks
    .filter(({ startTime = Number.NaN }) => startTime >= arrived && startTime < paint)
    .reduce((total, task) => total + (task.duration ?? 0), 0)
  return { arrived: Math.round(arrived), work: Math.round(work) }
}

const medianMetrics = (runs: Audit[]): Metrics =>
  Object.fromEntries(Object.keys(metrics).map((name) => [name, median(runs.map((run) => run.metrics[name as keyof Metrics]))])) as Metrics

/** 'FCP 1 210, LCP 2 480, TBT 60, SI 1 300 ms, CLS 0.000' */
export const metricSummary = (measured: Metrics) =>
  `FCP ${Math.round(measured.FCP)}, LCP ${Math.round(measured.LCP)}, TBT ${Math.round(measured.TBT)}, SI ${Math.round(measured.SI)} ms, CLS ${measured.CLS.toFixed(3)}`

const medianScores = (runs: Scores[]): Scores =>
  Object.fromEntries(categories.map((name) => [name, median(runs.map((run) => run[name]))])) as Scores

const summary = (scores: Scores) => categories.map((name) => `${name} ${scores[name]}`).join(', ')

/** How each page is audited: `runs` times, with a baseline server taking turns, throttled how (simulate by default). */
export type AuditOptions = { runs: number; log: (line: string) => void; baselineUrl?: string; throttling?: Throttling }

/**
 * What each audit of a page shows of its largest paint: simulated, the requests and the longest task before the fast
 * load's; throttled, when the stylesheets arrived and the work from then to the paint.
 */
function paintDetails(audits: Audit[], throttling: Throttling): string {
  const paints = `largest paint ${audits.map((run) => run.largestPaint).join('/')}`
  const lcps = `LCP per audit ${audits.map((run) => Math.round(run.metrics.LCP)).join(', ')} ms`
  if (throttling === 'devtools') {
    const arrived = audits.map((run) => run.afterStylesheets.arrived).join(', ')
    const work = audits.map((run) => run.afterStylesheets.work).join(', ')
    return `${paints}, ${lcps}; stylesheets arrived at ${arrived} ms, main-thread work from then to the paint ${work} ms`
  }
  const beforePaint = audits.map(({ beforePaint: { done, of } }) => `${done}/${of}`).join(', ')
  const tasks = audits.map((run) => run.taskBeforePaint).join(', ')
  return `${paints}, ${lcps}; before the fast load's paint: requests done ${beforePaint}, longest task ${tasks} ms`
}

/**
 * Lighthouse's mobile audit of each page, `runs` times, in one headless Chromium; the median score of each
 * category, out of 100. With a baseline server, each run audits the page there right after this build's, so
 * that both face the same moment of a shared machine.
 */
export async function measureLighthouse(pages: PageToAudit[], options: AuditOptions): Promise<PageScores[]> {
  const { runs, log, baselineUrl, throttling = 'simulate' } = options
  const { lighthouse, launch } = await tools()
  const chrome = await launch({ chromePath: browserPath(), chromeFlags: ['--headless=new', ...browserFlags] })
  const auditOf = (url: string) => audit(lighthouse, url, chrome.port, throttling)
  try {
    // A freshly launched browser's first audit pays for the browser's own start: the floor page's scored 97 with
    // 178 ms of blocking time, then 99 and 100 with 55 to 68 ms. One audit first, not counted.
    const [first] = pages
    if (first) await auditOf(`${first.origin ?? APP_URL}${first.path}`)
    const results: PageScores[] = []
    for (const target of pages) {
      const ours: Audit[] = []
      const theirs: Audit[] = []
      // The floor page has no baseline of its own: it is the same on every commit.
      const compareWith = target.origin ? undefined : baselineUrl
      for (let run = 0; run < runs; run++) {
        ours.push(await auditOf(`${target.origin ?? APP_URL}${target.path}`))
        if (compareWith) theirs.push(await auditOf(`${compareWith}${target.path}`))
      }
      const scores = medianScores(ours)
      const measured = medianMetrics(ours)
      const baseline = compareWith ? medianScores(theirs) : undefined
      const baselineText = baseline ? ` (baseline: ${summary(baseline)}; ${metricSummary(medianMetrics(theirs))})` : ''
      log(
        `  lighthouse (${throttling}) ${target.page} ${target.path}: ${summary(scores)}; ${metricSummary(measured)}, ${paintDetails(ours, throttling)}${baselineText}`,
      )
      const largestPaint = ours.filter((run) => run.largestPaint === 'photo').length > runs / 2 ? 'photo' : 'text'
      results.push({ ...target, scores, metrics: measured, largestPaint, runs, throttling, ...(baseline ? { baseline } : {}) })
    }
    return results
  } finally {
    await chrome.kill()
  }
}
