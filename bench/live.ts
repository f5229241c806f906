import { performance } from 'node:perf_hooks'
import { APP_URL, settings } from './config'
import { request } from '../tests/harness/http'
import { contactLead, visitorHeaders } from './leadBody'
import type { Session } from './session'
import { readEvents } from './sse'
import { percentile } from './stats'

export type LiveLatency = { p50: number; p95: number; missed: number; leads: number }

const EVENT_TIMEOUT_MS = 5000

/** Listens to /api/leads/stream and notes when each lead's 'lead' event arrives. */
async function openStream(session: Session, signal: AbortSignal) {
  const response = await fetch(`${APP_URL}/api/leads/stream`, { headers: { ...session, accept: 'text/event-stream' }, signal })
  if (response.status !== 200 || !response.body) throw new Error(`lead stream refused (${response.status})`)
  const arrivals = new Map<number, number>()
  const waiters = new Map<number, () => void>()
  void (async () => {
    for await (const event of readEvents(response.body!)) {
      if (event.event !== 'lead') continue
      const id = Number(event.id)
      arrivals.set(id, performance.now())
      waiters.get(id)?.()
    }
  })().catch(() => undefined) // aborted at the end
  /** When the event for `id` arrived (perhaps already), or null after the timeout. */
  const arrival = (id: number, timeoutMs: number) =>
    new Promise<number | null>((resolve) => {
      const known = arrivals.get(id)
      if (known !== undefined) return resolve(known)
      const timer = setTimeout(() => {
        waiters.delete(id)
        resolve(null)
      }, timeoutMs)
      waiters.set(id, () => {
        clearTimeout(timer)
        waiters.delete(id)
        resolve(arrivals.get(id)!)
      })
    })
  // A browser asks for compressed answers too; a compressing proxy or server can hold events back.
  return { arrival, encoding: response.headers.get('content-encoding') ?? 'none' }
}

let sequence = 0
async function submit(): Promise<{ id: number; answeredAt: number }> {
  const n = sequence++
  // Addresses apart from the throughput bench's (10.x): one visitor per live lead.
  const headers = { ...visitorHeaders(n), 'x-forwarded-for': `172.16.${(n >> 8) & 255}.${n & 255}` }
  const response = await request(`${APP_URL}/api/leads/submit`, {
    method: 'POST',
    body: contactLead(n, 'live'),
    headers,
    timeoutMs: 30_000,
  })
  const answeredAt = performance.now()
  if (response.status !== 201) throw new Error(`lead refused (${response.status}): ${response.body.slice(0, 200)}`)
  return { id: (JSON.parse(response.body) as { id: number }).id, answeredAt }
}

/**
 * For each of a series of leads sent one after the other: the time from the submission's 201 to
 * the 'lead' event carrying its id on an open dashboard stream.
 */
export async function measureLive(session: Session, log: (line: string) => void): Promise<LiveLatency> {
  const controller = new AbortController()
  try {
    const { arrival, encoding } = await openStream(session, controller.signal)
    // A first lead proves the stream works before anything is timed.
    const probe = await submit()
    if ((await arrival(probe.id, 30_000)) === null)
      throw new Error(`the lead stream announced no lead within 30 s (content-encoding: ${encoding})`)
    log(`live: stream open; ${settings.liveLeads} leads one after the other`)
    const latencies: number[] = []
    let missed = 0
    for (let i = 0; i < settings.liveLeads; i++) {
      const { id, answeredAt } = await submit()
      const arrivedAt = await arrival(id, EVENT_TIMEOUT_MS)
      // The event may beat the HTTP answer to the client: that counts as no delay at all.
      if (arrivedAt === null) missed++
      else latencies.push(Math.max(0, arrivedAt - answeredAt))
    }
    return { p50: percentile(latencies, 50), p95: percentile(latencies, 95), missed, leads: settings.liveLeads }
  } finally {
    controller.abort()
  }
}
