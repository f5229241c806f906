import { gzipSync } from 'node:zlib'
import { legalRoutes, publicRoutes } from '@/content/routes'
import { formRoutes } from '@/forms/formRoutes'
import { APP_URL } from './config'
import { request } from '../tests/harness/http'

export type PageWeight = { route: string; kind: 'content' | 'form'; scripts: string[]; gzipBytes: number }

// Pages whose main content is a form (their JS carries the form library and the schemas): no size target.
const formRouteSet = new Set(formRoutes)

/** Every `<script src>` a modern browser loads, in order, without repeats (`nomodule` polyfills are skipped). */
export function scriptSources(html: string): string[] {
  const sources = [...html.matchAll(/<script\b([^>]*)>/gi)]
    .map((match) => match[1]!)
    .filter((attributes) => !/\bnomodule\b/i.test(attributes))
    .map((attributes) => /\bsrc="([^"]+)"/.exec(attributes)?.[1]?.replaceAll('&amp;', '&'))
    .filter((source): source is string => Boolean(source))
  return [...new Set(sources)]
}

const gzipSizes = new Map<string, number>()

async function gzipSizeOf(source: string): Promise<number> {
  const cached = gzipSizes.get(source)
  if (cached !== undefined) return cached
  const response = await request(new URL(source, APP_URL).toString())
  if (response.status !== 200) throw new Error(`${source}: ${response.status}`)
  const size = gzipSync(Buffer.from(response.body, 'utf8')).length
  gzipSizes.set(source, size)
  return size
}

/**
 * First-load JS of each public route: the script files its HTML asks for, each gzipped (zlib's
 * default level, as `next start` serves them), summed. A project page stands for all of them.
 */
/** The scripts every route loads (React and the Next.js runtime, and the site's layout): the floor of any page. */
export function sharedWeight(weights: PageWeight[]): number {
  const [first, ...rest] = weights
  const shared = (first?.scripts ?? []).filter((source) => rest.every((weight) => weight.scripts.includes(source)))
  return shared.reduce((sum, source) => sum + (gzipSizes.get(source) ?? 0), 0)
}

export async function measurePageWeights(projectPath: string): Promise<PageWeight[]> {
  const routes = [...publicRoutes, ...legalRoutes, projectPath]
  const weights: PageWeight[] = []
  for (const route of routes) {
    const page = await request(`${APP_URL}${route}`)
    if (page.status !== 200) throw new Error(`${route}: ${page.status}`)
    const sources = scriptSources(page.body)
    let gzipBytes = 0
    for (const source of sources) gzipBytes += await gzipSizeOf(source)
    weights.push({ route, kind: formRouteSet.has(route) ? 'form' : 'content', scripts: sources, gzipBytes })
  }
  return weights
}
