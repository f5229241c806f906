import pg from 'pg'
import { APP_URL, settings } from './config'
import { benchDatabaseUrl } from './database'
import { visitorHeaders } from './leadBody'
import { runLoad, runOpenLoad, type LoadResult } from './load'
import { percentile } from './stats'

/** A page read alone, then with one measurement event posted for each page read (as a browser does), and the events alone. */
export type AudienceBench = {
  pageAlone: { p50: number; p99: number; requests: number }
  pageMeasured: { p50: number; p99: number; requests: number }
  events: { sent: number; perSecond: number; stored: number; errors: number }
}

const PAGE = '/qui-sommes-nous'
const DURATION_MS = 10_000
/** Page views a second for the latency's comparison: a busy hour's peak many times over, below what the server holds. */
const VIEWS_PER_SECOND = 40
const campaign = `bench-${Date.now().toString(36)}`

const pageViews = () =>
  runOpenLoad({
    url: `${APP_URL}${PAGE}`,
    method: 'GET',
    perSecond: VIEWS_PER_SECOND,
    durationMs: DURATION_MS,
    next: () => ({ body: '', headers: {} }),
    expect: 200,
  })

/** An event of the bench's own campaign, from an address of its own (the per-address allowance is not what is measured). */
const event = (n: number) => ({
  body: JSON.stringify({ kind: 'view', path: PAGE, utmSource: 'bench', utmCampaign: campaign }),
  headers: visitorHeaders(n),
})
const url = `${APP_URL}/api/audience`

const latencies = (result: LoadResult) => ({
  p50: percentile(result.latencies, 50),
  p99: percentile(result.latencies, 99),
  requests: result.ok,
})

async function storedEvents(): Promise<number> {
  const client = new pg.Client({ connectionString: await benchDatabaseUrl() })
  await client.connect()
  try {
    const { rows } = await client.query<{ count: number }>(
      'select coalesce(sum(count), 0)::int as count from audience_counts where campaign = $1',
      [campaign],
    )
    return rows[0]?.count ?? 0
  } finally {
    await client.end()
  }
}

/**
 * The measurement's cost: a content page's latency at 40 views a second, without and with each view's event (as a browser
 * sends it), then the events' write rate alone on every connection, each event answered 204 checked as counted in the table
 * once written (the counters are written every second, in one statement).
 */
export async function measureAudience(log: (line: string) => void): Promise<AudienceBench> {
  const connections = settings.connections
  // A warm-up of both paths, not counted: the first views and events of a fresh server (its first read of the
  // page from the cache, the events' first write) otherwise make the p99 of whichever run comes first.
  log('audience: warm-up, not counted')
  await Promise.all([pageViews(), runOpenLoad({ url, perSecond: VIEWS_PER_SECOND, durationMs: DURATION_MS, next: event, expect: 204 })])
  log(`audience: ${PAGE} at ${VIEWS_PER_SECOND} views a second, without the measurement`)
  const alone = await pageViews()
  log('audience: the same, each view with its event')
  const [measuredPages] = await Promise.all([
    pageViews(),
    runOpenLoad({ url, perSecond: VIEWS_PER_SECOND, durationMs: DURATION_MS, next: event, expect: 204 }),
  ])
  log(`audience: events alone, ${connections} connections`)
  // The events of the run before are written within the second.
  await new Promise((resolve) => setTimeout(resolve, 2_500))
  const before = await storedEvents()
  const events = await runLoad({ url, connections, durationMs: DURATION_MS, next: event, expect: 204 })
  // Written within the second; one more for the write itself.
  await new Promise((resolve) => setTimeout(resolve, 2_500))
  const stored = (await storedEvents()) - before
  return {
    pageAlone: latencies(alone),
    pageMeasured: latencies(measuredPages),
    events: { sent: events.ok, perSecond: events.perSecond, stored, errors: events.errors },
  }
}
