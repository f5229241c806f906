/**
 * Probes of the public query limits, the page-address gate and malformed REST addresses (npm run audit):
 * what a visitor without an account costs the server with long searches on the pages, forged preview
 * cookies on random addresses, and ids or file names that can name no document.
 */
import { runProbes } from './runProbes'
import { randomBytes } from 'node:crypto'
import { readdirSync, statSync } from 'node:fs'
import path from 'node:path'
import { request } from '../../tests/harness/http'
import { APP_URL, DIST_DIR, SERVER_LOG } from '../config'
import { verdict, type Row } from '../report'
import type { Session } from '../session'

/** The server probed: its address, its build folder and the file its output goes to. */
export type LimitsTarget = { url: string; distDir: string; serverLog: string }

const token = () => randomBytes(8).toString('hex')

async function timed(url: string): Promise<{ status: number; ms: number }> {
  const started = performance.now()
  const { status } = await request(url, { timeoutMs: 120_000 })
  return { status, ms: performance.now() - started }
}

const spread = (statuses: number[]) =>
  [...new Set(statuses)]
    .sort((a, b) => a - b)
    .map((status) => `${statuses.filter((each) => each === status).length}×${status}`)
    .join(', ')

/** How long an unrelated gallery read takes while 16 long searches on the pages run beside it. */
async function underSearches(url: string, search: URLSearchParams): Promise<{ ms: number; statuses: number[] }> {
  const searches = Array.from({ length: 16 }, () => timed(`${url}/api/pages?${search}`))
  const [during] = await Promise.all([timed(`${url}/api/projects?limit=1&depth=0`), ...searches])
  return { ms: during!.ms, statuses: (await Promise.all(searches)).map(({ status }) => status) }
}

async function pagesSearchRow({ url }: LimitsTarget): Promise<Row> {
  const search = new URLSearchParams({ 'where[title][like]': Array.from({ length: 6_500 }, () => 'a').join(' ') })
  const alone = await timed(`${url}/api/projects?limit=1&depth=0`)
  // Three rounds, the median kept: one round on a shared machine is noise.
  const rounds = [await underSearches(url, search), await underSearches(url, search), await underSearches(url, search)]
  const during = rounds.map(({ ms }) => ms).sort((a, b) => a - b)[1]!
  const statuses = rounds.flatMap((round) => round.statuses)
  return {
    measure: 'security: 16 parallel 6,500-word searches on /api/pages (median of 3)',
    median: `/api/projects ${Math.round(during)} ms (alone ${Math.round(alone.ms)} ms)`,
    tail: `searches: ${spread(statuses)}`,
    target: 'all 400; projects < 1 s (6.1 s unbounded)',
    result: verdict(statuses.every((status) => status === 400) && during < 1_000),
  }
}

function filesBelow(folder: string): Set<string> {
  return new Set(
    readdirSync(folder, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.join(entry.parentPath, entry.name)),
  )
}

async function forgedPreviewRow({ url, distDir }: LimitsTarget): Promise<Row> {
  const serverDir = path.join(distDir, 'server')
  const before = filesBelow(serverDir)
  const statuses: number[] = []
  const addresses: string[] = []
  for (let index = 0; index < 100; index++) {
    addresses.push(`adresse-${token()}`)
    const { status } = await request(`${url}/${addresses.at(-1)}?_rsc=${token()}`, {
      headers: { cookie: `__prerender_bypass=${token()}`, ...(index % 2 ? { rsc: '1' } : {}) },
      timeoutMs: 60_000,
    })
    statuses.push(status)
  }
  // Next writes what it rendered after answering.
  await new Promise((resolve) => setTimeout(resolve, 2_000))
  const added = [...filesBelow(serverDir)].filter((file) => !before.has(file))
  // What grows with the addresses is what counts: Next may write its one 404 page's entry again once a tag it reads was cleared.
  const perAddress = added.filter((file) => addresses.some((address) => file.includes(address)))
  const bytes = added.reduce((sum, file) => sum + statSync(file).size, 0)
  return {
    measure: 'security: 100 random addresses with a forged preview cookie',
    median: `${perAddress.length} files named after an address; ${added.length} in all (${(bytes / 1024).toFixed(1)} KB)`,
    tail: added.length
      ? added
          .slice(0, 2)
          .map((file) => path.relative(serverDir, file))
          .join(' ')
      : spread(statuses),
    target: '0 files per address; ≤ 7 in all; 404s',
    result: verdict(perAddress.length === 0 && added.length <= 7 && statuses.every((status) => status === 404)),
  }
}

const anonymousAddresses = [
  '/api/pages/abc',
  '/api/media/abc',
  '/api/media/package.json',
  '/api/media/file/%2e%2e/package.json',
  '/api/media/file/x%00.jpg',
]
const staffAddresses = ['/api/leads/abc', '/api/leads/digests']

async function malformedIdsRow(admin: Session, { url, serverLog }: LimitsTarget): Promise<Row> {
  const statuses: number[] = []
  let largest = 0
  const logBytes = () => statSync(serverLog).size
  for (const [address, headers] of [
    ...anonymousAddresses.map((each) => [each, {}] as const),
    ...staffAddresses.map((each) => [each, admin] as const),
  ]) {
    const before = logBytes()
    statuses.push((await request(`${url}${address}`, { headers, timeoutMs: 60_000 })).status)
    await new Promise((resolve) => setTimeout(resolve, 300))
    largest = Math.max(largest, logBytes() - before)
  }
  return {
    measure: 'security: malformed ids and file names (5 anonymous, 2 signed in)',
    median: spread(statuses),
    tail: `largest log growth ${largest} bytes`,
    target: '400/404; < 2 KB of log each',
    result: verdict(statuses.every((status) => status === 400 || status === 404) && largest < 2048),
  }
}

/** The three probes, one row each; a probe that cannot run is a failed row. */
export async function limitsRows(
  admin: Session,
  log: (line: string) => void,
  target: LimitsTarget = { url: APP_URL, distDir: DIST_DIR, serverLog: SERVER_LOG },
): Promise<Row[]> {
  const probes: [string, () => Promise<Row>][] = [
    ['long searches on the pages', () => pagesSearchRow(target)],
    ['forged preview cookie', () => forgedPreviewRow(target)],
    ['malformed ids', () => malformedIdsRow(admin, target)],
  ]
  return runProbes(probes, log)
}
