import http from 'node:http'
import { performance } from 'node:perf_hooks'
import { request } from '../tests/harness/http'

export type LoadSpec = {
  url: string
  /** POST unless said (a page is read with GET, its body then empty). */
  method?: 'GET' | 'POST'
  connections: number
  durationMs: number
  /** The n-th request's body and headers (n counts from 0 across all workers). */
  next: (n: number) => { body: string; headers: Record<string, string> }
  /** The status that counts as success. */
  expect: number
}

export type LoadResult = {
  ok: number
  errors: number
  /** Status (or 'network') of the failures, to explain them. */
  failures: Record<string, number>
  /** Latency of every answered request, in ms. */
  latencies: number[]
  elapsedMs: number
  perSecond: number
}

/**
 * A closed loop: `connections` workers, each sending its next request as soon as the previous one is
 * answered, over keep-alive sockets, until the time is up. Requests started before the end are awaited.
 */
export async function runLoad(spec: LoadSpec): Promise<LoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: spec.connections })
  const latencies: number[] = []
  const failures: Record<string, number> = {}
  let ok = 0
  let sent = 0
  const start = performance.now()
  const end = start + spec.durationMs
  const worker = async () => {
    while (performance.now() < end) {
      const { body, headers } = spec.next(sent++)
      const before = performance.now()
      try {
        const method = spec.method ?? 'POST'
        const response = await request(spec.url, { method, body: method === 'GET' ? undefined : body, headers, agent, timeoutMs: 30_000 })
        latencies.push(performance.now() - before)
        if (response.status === spec.expect) ok++
        else failures[response.status] = (failures[response.status] ?? 0) + 1
      } catch {
        failures.network = (failures.network ?? 0) + 1
      }
    }
  }
  await Promise.all(Array.from({ length: spec.connections }, worker))
  const elapsedMs = performance.now() - start
  agent.destroy()
  const errors = Object.values(failures).reduce((sum, count) => sum + count, 0)
  return { ok, errors, failures, latencies, elapsedMs, perSecond: ok / (elapsedMs / 1000) }
}

/**
 * An open loop: requests started at a fixed rate whatever the answers' pace, as visitors arrive, for `durationMs`; each
 * one's latency kept. Below the server's capacity, it shows what one request costs at that traffic (a closed loop at
 * saturation shows only the queue).
 */
export async function runOpenLoad(spec: Omit<LoadSpec, 'connections'> & { perSecond: number; connections?: number }): Promise<LoadResult> {
  // At most `connections` sockets when given (a request arriving while all are busy waits for one).
  const agent = new http.Agent({ keepAlive: true, ...(spec.connections ? { maxSockets: spec.connections } : {}) })
  const latencies: number[] = []
  const failures: Record<string, number> = {}
  const method = spec.method ?? 'POST'
  let ok = 0
  const start = performance.now()
  const pending: Promise<void>[] = []
  for (let n = 0; n < (spec.perSecond * spec.durationMs) / 1000; n++) {
    const due = start + (n * 1000) / spec.perSecond
    const wait = due - performance.now()
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait))
    const { body, headers } = spec.next(n)
    const before = performance.now()
    pending.push(
      request(spec.url, { method, body: method === 'GET' ? undefined : body, headers, agent, timeoutMs: 30_000 }).then(
        (response) => {
          latencies.push(performance.now() - before)
          if (response.status === spec.expect) ok++
          else failures[response.status] = (failures[response.status] ?? 0) + 1
        },
        () => {
          failures.network = (failures.network ?? 0) + 1
        },
      ),
    )
  }
  await Promise.all(pending)
  const elapsedMs = performance.now() - start
  agent.destroy()
  const errors = Object.values(failures).reduce((sum, count) => sum + count, 0)
  return { ok, errors, failures, latencies, elapsedMs, perSecond: ok / (elapsedMs / 1000) }
}
