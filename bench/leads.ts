import { APP_URL, FLOOR_URL, settings } from './config'
import { contactLead, restLead, visitorHeaders } from './leadBody'
import type { Session } from './session'
import { runLoad, runOpenLoad, type LoadResult } from './load'
import { median, percentile } from './stats'

export type Throughput = { perSecond: number; p50: number; p99: number; errors: number; failures: Record<string, number>; runs: number[] }
/** Leads sent at a fixed rate below capacity: what one sending costs a visitor while others send theirs. */
export type ArrivalLatency = { perSecond: number; p50: number; p99: number; errors: number; sent: number }

/** The arrival rate of the latency run: many times the company's few leads a minute, well below capacity. */
export const LEAD_ARRIVALS_PER_SECOND = 20

const LEAD_PATH = '/api/leads/submit'
// What a browser offers: the app's answers cost what they cost a visitor's form.
const BROWSER_ENCODINGS = { 'accept-encoding': 'gzip, deflate, br, zstd' }

// One counter for the whole process: no e-mail and no visitor address is ever sent twice.
let sequence = 0
const load = (baseUrl: string, label: string, seconds: number) =>
  runLoad({
    url: `${baseUrl}${LEAD_PATH}`,
    connections: settings.connections,
    durationMs: seconds * 1000,
    expect: 201,
    next: () => {
      const n = sequence++
      return { body: contactLead(n, label), headers: { ...visitorHeaders(n), ...BROWSER_ENCODINGS } }
    },
  })

/** Payload's own REST create of the same lead by a signed-in admin, through the same collection and hooks. */
const loadPayloadCreate = (session: Session, seconds: number) =>
  runLoad({
    url: `${APP_URL}/api/leads`,
    connections: settings.connections,
    durationMs: seconds * 1000,
    expect: 201,
    next: () => ({ body: restLead(sequence++), headers: { ...session, 'content-type': 'application/json', ...BROWSER_ENCODINGS } }),
  })

/** The median run by leads/s, its latencies, and the errors of all runs together. */
function summarise(results: LoadResult[]): Throughput {
  const failures: Record<string, number> = {}
  for (const result of results) for (const [key, count] of Object.entries(result.failures)) failures[key] = (failures[key] ?? 0) + count
  return {
    perSecond: median(results.map((result) => result.perSecond)),
    p50: median(results.map((result) => percentile(result.latencies, 50))),
    p99: median(results.map((result) => percentile(result.latencies, 99))),
    errors: results.reduce((sum, result) => sum + result.errors, 0),
    failures,
    runs: results.map((result) => Math.round(result.perSecond)),
  }
}

/**
 * Lead throughput of the app, of Payload's plain REST create and of the floor under the same load. Runs
 * alternate (app, Payload, floor, app, ...) so that a change in the machine's load weighs on all alike.
 */
export async function measureLeads(
  log: (line: string) => void,
  session: Session,
): Promise<{ app: Throughput; payloadCreate: Throughput; floor: Throughput; arrivals: ArrivalLatency }> {
  const { connections, throughputSeconds, throughputRuns, warmupSeconds } = settings
  log(`leads: warm-up ${warmupSeconds} s each, then ${throughputRuns} x ${throughputSeconds} s at ${connections} connections`)
  // Warm-up: lazy route modules, JIT and pool connections, not measured.
  await load(APP_URL, 'warmup', warmupSeconds)
  await loadPayloadCreate(session, warmupSeconds)
  await load(FLOOR_URL, 'warmup', warmupSeconds)
  const app: LoadResult[] = []
  const payloadCreate: LoadResult[] = []
  const floor: LoadResult[] = []
  for (let run = 1; run <= throughputRuns; run++) {
    app.push(await load(APP_URL, 'bench', throughputSeconds))
    payloadCreate.push(await loadPayloadCreate(session, throughputSeconds))
    floor.push(await load(FLOOR_URL, 'floor', throughputSeconds))
    const [a, p, f] = [app.at(-1)!, payloadCreate.at(-1)!, floor.at(-1)!]
    log(
      `  run ${run}: app ${Math.round(a.perSecond)}/s (${a.errors} errors), Payload create ${Math.round(p.perSecond)}/s (${p.errors} errors), floor ${Math.round(f.perSecond)}/s (${f.errors} errors)`,
    )
  }
  // Then the latency a visitor sees: leads arriving at a fixed rate, over the same 32 connections at most.
  const arrivals = await runOpenLoad({
    url: `${APP_URL}${LEAD_PATH}`,
    perSecond: LEAD_ARRIVALS_PER_SECOND,
    connections,
    durationMs: throughputSeconds * 1000,
    expect: 201,
    next: () => {
      const n = sequence++
      return { body: contactLead(n, 'arrivals'), headers: { ...visitorHeaders(n), ...BROWSER_ENCODINGS } }
    },
  })
  log(`  leads at ${LEAD_ARRIVALS_PER_SECOND}/s: ${arrivals.ok} stored, ${arrivals.errors} errors`)
  return {
    app: summarise(app),
    payloadCreate: summarise(payloadCreate),
    floor: summarise(floor),
    arrivals: {
      perSecond: LEAD_ARRIVALS_PER_SECOND,
      p50: percentile(arrivals.latencies, 50),
      p99: percentile(arrivals.latencies, 99),
      errors: arrivals.errors,
      sent: arrivals.ok + arrivals.errors,
    },
  }
}
