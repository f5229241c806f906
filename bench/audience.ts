import pg from 'pg'
import { APP_URL, settings } from './config'
import { benchDatabaseUrl } from './database'
import { visitorHeaders } from './leadBody'
import { runLoad, type LoadResult } from './load'
import { percentile } from './stats'

/** A page read alone, then with one measurement event posted for each page read (as a browser does), and the events alone. */
export type AudienceBench = {
  pageAlone: { p50: number; p99: number; requests: number }
  pageMeasured: { p50: number; p99: number; requests: number }
  events: { sent: number; perSecond: number; stored: number; errors: number }
}

const PAGE = '/qui-sommes-nous'
const DURATION_MS = 10_000
const campaign = `bench-${Date.now().toString(36)}`

const pageLoad = (connections: number) =>
  runLoad({
    url: `${APP_URL}${PAGE}`,
    method: 'GET',
    connections,
    durationMs: DURATION_MS,
    next: () => ({ body: '', headers: {} }),
    expect: 200,
  })

/** Events of the bench's own campaign, each from an address of its own (the per-address allowance is not what is measured). */
const eventLoad = (connections: number) =>
  runLoad({
    url: `${APP_URL}/api/audience`,
    connections,
    durationMs: DURATION_MS,
    next: (n) => ({
      body: JSON.stringify({ kind: 'view', path: PAGE, utmSource: 'bench', utmCampaign: campaign }),
      headers: visitorHeaders(n),
    }),
    expect: 204,
  })

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
 * The measurement's cost: a content page's latency without and with the events of its views (half the connections read the
 * page, half post an event each, against all of them reading it), then the events' write rate alone, every event answered
 * 204 checked as counted in the table once written (the counters are written every second, in one statement).
 */
export async function measureAudience(log: (line: string) => void): Promise<AudienceBench> {
  const connections = settings.connections
  log(`audience: ${PAGE} read by ${connections} connections, without the measurement`)
  const alone = await pageLoad(connections)
  log('audience: the same, each view with its event')
  const [measuredPages] = await Promise.all([pageLoad(connections), eventLoad(connections)])
  log(`audience: events alone, ${connections} connections`)
  // The events of the run before are written within the second.
  await new Promise((resolve) => setTimeout(resolve, 2_500))
  const before = await storedEvents()
  const events = await eventLoad(connections)
  // Written within the second; one more for the write itself.
  await new Promise((resolve) => setTimeout(resolve, 2_500))
  const stored = (await storedEvents()) - before
  return {
    pageAlone: latencies(alone),
    pageMeasured: latencies(measuredPages),
    events: { sent: events.ok, perSecond: events.perSecond, stored, errors: events.errors },
  }
}
