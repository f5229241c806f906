/**
 * Cheap requests stay cheap: the image optimiser makes copies of the site's own addresses only (a query
 * string made a new copy, 1.4 s of CPU and a file, for every value), Monaco's 7 MB worker is not compressed
 * again at every request, and the anonymous queries that failed in PostgreSQL are 400s and 404s, not 500s.
 */
import { readdirSync } from 'node:fs'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import { runProbes } from './runProbes'
import { request } from '../../tests/harness/http'
import { APP_URL } from '../config'
import { verdict, type Row } from '../report'
import type { Session } from '../session'
import { median } from '../stats'

/** Distinct `rt4` values asked for: each one, served, would be a new copy made and kept. */
const QUERY_VARIANTS = 5

async function uploadAddress(): Promise<string> {
  const response = await request(`${APP_URL}/api/media?limit=1&depth=0`, { timeoutMs: 30_000 })
  const url = (JSON.parse(response.body) as { docs?: { url?: string }[] }).docs?.[0]?.url
  if (!url) throw new Error(`no upload to resize (GET /api/media: ${response.status})`)
  return new URL(url, APP_URL).pathname
}

const optimised = (url: string, width: number) =>
  request(`${APP_URL}/_next/image?url=${encodeURIComponent(url)}&w=${width}&q=75`, {
    headers: { Accept: 'image/avif,image/webp,*/*' },
    timeoutMs: 60_000,
  })

async function imageQueryRow(): Promise<Row> {
  const upload = await uploadAddress()
  const own = await optimised(upload, 640)
  const statuses = new Map<string, number>()
  const served: string[] = []
  const asked = [
    ...Array.from({ length: QUERY_VARIANTS }, (_, index) => [`?rt4=${Date.now()}${index}`, 640] as const),
    // The same file under another name: Next's localPatterns do not see a fragment (the app's server refuses it).
    [`#${Date.now()}`, 640] as const,
    ['', 3840] as const,
  ]
  for (const [query, width] of asked) {
    const { status } = await optimised(`${upload}${query}`, width)
    statuses.set(String(status), (statuses.get(String(status)) ?? 0) + 1)
    if (status !== 400) served.push(`${query || 'w'}=${width}→${status}`)
  }
  return {
    measure: 'security: image optimiser, query strings, fragments and widths the site never asks for',
    median: `${asked.length} sent, ${served.length} not refused`,
    tail: `own address ${own.status}; ${served.length ? served.join(' ').slice(0, 100) : [...statuses].map(([status, count]) => `${count}×${status}`).join(', ')}`,
    target: '0 not refused (own address 200)',
    result: verdict(served.length === 0 && own.status === 200),
  }
}

/** Milliseconds to the whole answer of each of `times` requests, one after the other, with a browser's Accept-Encoding. */
async function timings(url: string, times: number): Promise<{ ms: number[]; encoding: string | undefined }> {
  const ms: number[] = []
  let encoding: string | undefined
  for (let i = 0; i < times; i++) {
    const started = performance.now()
    const response = await request(url, { headers: { 'Accept-Encoding': 'br' }, timeoutMs: 60_000 })
    ms.push(performance.now() - started)
    if (response.status !== 200) throw new Error(`${url}: ${response.status}`)
    encoding = response.headers['content-encoding']
  }
  return { ms, encoding }
}

async function monacoRow(): Promise<Row> {
  const assets = path.join(process.cwd(), 'node_modules', 'monaco-editor', 'min', 'vs', 'assets')
  const worker = readdirSync(assets).find((name) => /^ts\.worker-.+\.js$/.test(name))
  if (!worker) throw new Error(`no ts.worker-….js in ${assets}`)
  const workerUrl = `${APP_URL}/monaco-editor/vs/assets/${worker}`
  // Once each first: the home page warmed as the site serves it.
  await timings(workerUrl, 1)
  await timings(`${APP_URL}/`, 1)
  const home = median((await timings(`${APP_URL}/`, 3)).ms)
  const { ms, encoding } = await timings(workerUrl, 3)
  const workerMedian = median(ms)
  const limit = 2 * home + 20
  return {
    measure: 'security: Monaco’s TypeScript worker (7 MB, sent as on disk) beside the home page, median of 3',
    median: `${workerMedian.toFixed(0)} ms (home ${home.toFixed(0)} ms)`,
    tail: `Content-Encoding ${encoding ?? 'none'}`,
    target: `≤ 2 × home + 20 ms (${limit.toFixed(0)} ms), not compressed per request`,
    result: verdict(workerMedian <= limit && encoding === undefined),
  }
}

/** Anonymous requests that answered 500 (PostgreSQL's or the file system's error, and a long log entry). */
const anonymousAddresses = [
  '/api/pages?where[layout.content][like]=abc',
  '/api/pages?where[_status][equals]=zzz',
  '/api/pages?where[noIndex][equals]=maybe',
  '/api/pages?where[createdAt][like]=2026',
  '/api/pages?where[layout.blockType][equals]=zzz',
  '/api/pages?where[title][equals]=a%00b',
  '/api/projects?where[slug][in]=a%00b,c',
  `/api/media/file/${'a'.repeat(5000)}.jpg`,
  '/api/pages?limit=100000',
  '/api/pages?pagination=false',
]
/** Collections that keep no versions: their /versions answered 500 to staff. */
const withoutVersions = ['media', 'testimonials', 'leads', 'users']

async function anonymousFailuresRow(admin: Session): Promise<Row> {
  const statuses = new Map<number, number>()
  const failed: string[] = []
  const asked = [
    ...anonymousAddresses.map((address) => ({ address, headers: {} })),
    ...withoutVersions.map((slug) => ({ address: `/api/${slug}/versions`, headers: admin })),
  ]
  for (const { address, headers } of asked) {
    const { status } = await request(`${APP_URL}${address}`, { headers, timeoutMs: 30_000 })
    statuses.set(status, (statuses.get(status) ?? 0) + 1)
    if (status >= 500) failed.push(`${address.slice(0, 50)}→${status}`)
  }
  return {
    measure: 'security: malformed queries, long file names, versions of what keeps none',
    median: `${asked.length} sent, ${failed.length} × 5xx`,
    tail: failed.length ? failed.join(' ').slice(0, 120) : [...statuses].map(([status, count]) => `${count}×${status}`).join(', '),
    target: '0 × 5xx',
    result: verdict(failed.length === 0),
  }
}

/** Three rows: image query strings, Monaco's cost beside the home page's, the former anonymous 500s. */
export const cheapRequestRows = (admin: Session, log: (line: string) => void): Promise<Row[]> =>
  runProbes(
    [
      ['image optimiser query strings', imageQueryRow],
      ['Monaco worker cost', monacoRow],
      ['anonymous 500s', () => anonymousFailuresRow(admin)],
    ],
    log,
  )
