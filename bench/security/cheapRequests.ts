/**
 * Cheap requests stay cheap: no request makes a copy of a photo (the optimiser made one, 1.4 s of CPU and a
 * file, for every query string; the sizes are now made at upload and the optimiser is off), Monaco's 7 MB worker is not compressed
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

/** Distinct `rt4` values asked for: each one, served by an optimiser, would be a new copy made and kept. */
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

/** The sizes are made at upload: Next's optimiser is off, and no address makes a copy, the site's own included. */
async function imageQueryRow(): Promise<Row> {
  const upload = await uploadAddress()
  const statuses = new Map<string, number>()
  const served: string[] = []
  const asked = [
    ['', 640] as const,
    ...Array.from({ length: QUERY_VARIANTS }, (_, index) => [`?rt4=${Date.now()}${index}`, 640] as const),
    [`#${Date.now()}`, 640] as const,
    ['', 3840] as const,
  ]
  for (const [query, width] of asked) {
    const { status } = await optimised(`${upload}${query}`, width)
    statuses.set(String(status), (statuses.get(String(status)) ?? 0) + 1)
    if (status !== 404) served.push(`${query || 'w'}=${width}→${status}`)
  }
  return {
    measure: 'security: image optimiser off, no request makes a copy of a photo',
    median: `${asked.length} sent, ${served.length} not refused`,
    tail: served.length ? served.join(' ').slice(0, 100) : [...statuses].map(([status, count]) => `${count}×${status}`).join(', '),
    target: '0 not refused (404)',
    result: verdict(served.length === 0),
  }
}

/** Milliseconds to the whole answer of one request, with a browser's Accept-Encoding. */
async function timed(url: string): Promise<{ ms: number; encoding: string | undefined }> {
  const started = performance.now()
  const response = await request(url, { headers: { 'Accept-Encoding': 'br, gzip' }, timeoutMs: 60_000 })
  if (response.status !== 200) throw new Error(`${url}: ${response.status}`)
  return { ms: performance.now() - started, encoding: response.headers['content-encoding'] }
}

/** The median of five health checks, one after the other. */
async function healthMedian(): Promise<number> {
  const ms: number[] = []
  for (let i = 0; i < 5; i++) ms.push((await timed(`${APP_URL}/api/health`)).ms)
  return median(ms)
}

/**
 * What the finding measured: six of Monaco's 7 MB workers asked for at once (each compressed per request, they
 * pushed /api/health from milliseconds to 1.2 s), against the health check's time when nothing else runs.
 */
async function monacoRow(): Promise<Row> {
  const assets = path.join(process.cwd(), 'node_modules', 'monaco-editor', 'min', 'vs', 'assets')
  const worker = readdirSync(assets).find((name) => /^ts\.worker-.+\.js$/.test(name))
  if (!worker) throw new Error(`no ts.worker-….js in ${assets}`)
  const workerUrl = `${APP_URL}/monaco-editor/vs/assets/${worker}`
  await timed(workerUrl)
  const idle = await healthMedian()
  const downloads = Promise.all(Array.from({ length: 6 }, () => timed(workerUrl)))
  const during = await healthMedian()
  const answers = await downloads
  const encodings = new Set(answers.map(({ encoding }) => encoding ?? 'none'))
  return {
    measure: 'security: /api/health while 6 of Monaco’s 7 MB workers download (median of 5)',
    median: `${during.toFixed(0)} ms (alone ${idle.toFixed(0)} ms)`,
    tail: `workers sent as ${[...encodings].join(', ')}, ${median(answers.map(({ ms }) => ms)).toFixed(0)} ms each`,
    target: '≤ alone + 250 ms (1.2 s when compressed per request)',
    result: verdict(during <= idle + 250),
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
