import http from 'node:http'
import { performance } from 'node:perf_hooks'
import { APP_URL, settings } from './config'
import { leadListPath, REPORTS_PATH, SUMMARY_PATH } from './dashboardQueries'
import { request } from '../tests/harness/http'
import type { Session } from './session'
import { percentile } from './stats'

export type Timing = { p50: number; p95: number; errors: number; requests: number }
export type DashboardTimings = Record<'list' | 'deepPage' | 'search' | 'status' | 'waiting' | 'summary' | 'mine' | 'reports', Timing> & {
  totalLeads: number
  deepPage: { page: number }
}

// A surname the bulk insert gives one lead in thirty: a search with many matches, as staff would type.
const SEARCH_TERM = 'lefebvre'
const WARMUP_ROUNDS = 3

let paths: Record<'list' | 'deepPage' | 'search' | 'status' | 'waiting' | 'summary' | 'mine' | 'reports', string>

/**
 * The dashboard's requests on a large table, one at a time as one salesperson's browser sends them.
 * Rounds go through every request in turn, so a change in the machine's load affects all alike.
 */
export async function measureDashboard(
  session: Session,
  log: (line: string) => void,
  seller: { session: Session; id: number },
): Promise<DashboardTimings> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 })
  const sellerAgent = new http.Agent({ keepAlive: true, maxSockets: 1 })
  const get = (path: string) =>
    path === paths.mine
      ? request(`${APP_URL}${path}`, { headers: seller.session, agent: sellerAgent, timeoutMs: 60_000 })
      : request(`${APP_URL}${path}`, { headers: session, agent, timeoutMs: 60_000 })

  const first = await request(`${APP_URL}${leadListPath({}, 1)}`, { headers: session, agent, timeoutMs: 60_000 })
  if (first.status !== 200) throw new Error(`lead list refused (${first.status}): ${first.body.slice(0, 200)}`)
  const { totalDocs, totalPages } = JSON.parse(first.body) as { totalDocs: number; totalPages: number }
  const deep = Math.max(1, Math.floor(totalPages / 2))
  log(`dashboard: ${totalDocs} leads; ${settings.dashboardRequests} requests of each kind, deep page ${deep}`)

  // "Mes leads" as the salesperson's browser asks for it; the reports page's figures (default period, twelve weeks).
  paths = {
    list: leadListPath({}, 1),
    deepPage: leadListPath({}, deep),
    search: leadListPath({ search: SEARCH_TERM }, 1),
    status: leadListPath({ status: 'in-progress' }, 1),
    // Nouveau, the lead that has waited longest first (?tri=anciens): the default of the new leads' list.
    waiting: leadListPath({ status: 'new' }, 1, 25, undefined, 'oldest'),
    summary: SUMMARY_PATH,
    mine: leadListPath({ owner: 'mine' }, 1, 25, { id: seller.id }),
    reports: REPORTS_PATH,
  }
  const kinds = Object.keys(paths) as (keyof typeof paths)[]
  const latencies = Object.fromEntries(kinds.map((kind) => [kind, [] as number[]])) as Record<keyof typeof paths, number[]>
  const errors = Object.fromEntries(kinds.map((kind) => [kind, 0])) as Record<keyof typeof paths, number>

  for (let round = 0; round < WARMUP_ROUNDS + settings.dashboardRequests; round++) {
    for (const kind of kinds) {
      const before = performance.now()
      const response = await get(paths[kind]).catch(() => null)
      const elapsed = performance.now() - before
      if (round < WARMUP_ROUNDS) continue
      if (response?.status === 200) latencies[kind].push(elapsed)
      else errors[kind]++
    }
  }
  agent.destroy()
  sellerAgent.destroy()
  const timing = (kind: keyof typeof paths): Timing => ({
    p50: percentile(latencies[kind], 50),
    p95: percentile(latencies[kind], 95),
    errors: errors[kind],
    requests: settings.dashboardRequests,
  })
  return {
    list: timing('list'),
    deepPage: { ...timing('deepPage'), page: deep },
    search: timing('search'),
    status: timing('status'),
    waiting: timing('waiting'),
    summary: timing('summary'),
    mine: timing('mine'),
    reports: timing('reports'),
    totalLeads: totalDocs,
  }
}
