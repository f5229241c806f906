import { gzipSync } from 'node:zlib'
import { chromium, type Browser } from '@playwright/test'
import { browserFlags, browserPath } from '../e2e/browser'
import { pagePath } from '@/rules/pagePath'
import { pageSeeds } from '@/seed/pages/pageSeeds'
import { formRoutes } from '@/forms/formRoutes'
import { APP_URL, FLOOR_PAGE_URL } from './config'
import { request } from '../tests/harness/http'

export type PageWeight = {
  route: string
  kind: 'content' | 'form' | 'floor'
  scripts: string[]
  gzipBytes: number
  /** The document itself, as sent and gzipped, and the part of it that is the inline RSC payload. */
  html: { bytes: number; gzipBytes: number; payloadBytes: number }
}

// Pages whose main content is a form (their JS carries the form and its schemas).
const formRouteSet = new Set(formRoutes)

const attributesOf = (html: string, tag: string) => [...html.matchAll(new RegExp(`<${tag}\\b([^>]*)>`, 'gi'))].map((match) => match[1]!)
const attribute = (attributes: string, name: string) => new RegExp(`\\b${name}="([^"]+)"`).exec(attributes)?.[1]?.replaceAll('&amp;', '&')

/**
 * Every script a modern browser loads with the page, in order, without repeats: the `<script src>`
 * files (`nomodule` polyfills skipped) and the chunks the page asks for ahead with
 * `<link rel="preload" as="script">` (the parts a page draws from a chunk of their own).
 */
export function scriptSources(html: string): string[] {
  const scripts = attributesOf(html, 'script')
    .filter((attributes) => !/\bnomodule\b/i.test(attributes))
    .map((attributes) => attribute(attributes, 'src'))
  const preloads = attributesOf(html, 'link')
    .filter((attributes) => /\brel="preload"/i.test(attributes) && /\bas="script"/i.test(attributes))
    .map((attributes) => attribute(attributes, 'href'))
  return [...new Set([...scripts, ...preloads].filter((source): source is string => Boolean(source)))]
}

/** The bytes of the inline `self.__next_f.push(...)` scripts: the RSC payload the page hydrates from. */
export function payloadBytes(html: string): number {
  return [...html.matchAll(/<script>(self\.__next_f\.push\([\s\S]*?)<\/script>/g)].reduce(
    (sum, match) => sum + Buffer.byteLength(match[1]!),
    0,
  )
}

const gzipSizes = new Map<string, number>()

async function gzipSizeOf(origin: string, source: string): Promise<number> {
  const key = new URL(source, origin).toString()
  const cached = gzipSizes.get(key)
  if (cached !== undefined) return cached
  const response = await request(key)
  if (response.status !== 200) throw new Error(`${source}: ${response.status}`)
  const size = gzipSync(Buffer.from(response.body, 'utf8')).length
  gzipSizes.set(key, size)
  return size
}

/**
 * The scripts a browser fetches for a page until the network is idle, without any interaction: what its HTML
 * names, and the chunks loaded after it (React.lazy's parts, a form's code), in the order they were asked for.
 */
async function fetchedScripts(browser: Browser, url: string): Promise<string[]> {
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } })
  try {
    const scripts: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url())
    })
    await page.goto(url, { waitUntil: 'networkidle' })
    return scripts
  } finally {
    await page.close()
  }
}

/**
 * A page's first-load JS: the scripts its HTML asks for and those fetched until the network is idle, each
 * gzipped (zlib's default level, as `next start` serves them), summed.
 */
async function weigh(browser: Browser, origin: string, route: string, kind: PageWeight['kind']): Promise<PageWeight> {
  const page = await request(`${origin}${route}`)
  if (page.status !== 200) throw new Error(`${origin}${route}: ${page.status}`)
  const fetched = (await fetchedScripts(browser, `${origin}${route}`))
    .filter((source) => source.startsWith(origin))
    .map((source) => source.slice(origin.length))
  const scripts = [...new Set([...scriptSources(page.body), ...fetched])]
  let gzipBytes = 0
  for (const source of scripts) gzipBytes += await gzipSizeOf(origin, source)
  const html = { bytes: Buffer.byteLength(page.body), gzipBytes: gzipSync(page.body).length, payloadBytes: payloadBytes(page.body) }
  return { route, kind, scripts, gzipBytes, html }
}

/** The scripts every route of the site loads (React, the Next.js runtime and the site's layout). */
export function sharedWeight(weights: PageWeight[]): number {
  const [first, ...rest] = weights
  const shared = (first?.scripts ?? []).filter((source) => rest.every((weight) => weight.scripts.includes(source)))
  return shared.reduce((sum, source) => sum + (gzipSizes.get(new URL(source, APP_URL).toString()) ?? 0), 0)
}

/** The seeded site's addresses a visitor lands on: its pages but the thank-you ones, then forms' routes of their own. */
const weighedRoutes = [
  ...new Set([...pageSeeds.filter((seed) => !seed.slug.endsWith('/merci')).map((seed) => pagePath(seed.slug)), ...formRoutes]),
]

/** The framework floor page, then every page of the seeded site; a project page stands for all of them. */
export async function measurePageWeights(projectPath: string): Promise<{ floor: PageWeight; routes: PageWeight[] }> {
  const browser = await chromium.launch({ executablePath: browserPath(), args: browserFlags })
  try {
    const floor = await weigh(browser, FLOOR_PAGE_URL, '/', 'floor')
    const routes: PageWeight[] = []
    for (const route of [...weighedRoutes, projectPath]) {
      routes.push(await weigh(browser, APP_URL, route, formRouteSet.has(route) ? 'form' : 'content'))
    }
    return { floor, routes }
  } finally {
    await browser.close()
  }
}
