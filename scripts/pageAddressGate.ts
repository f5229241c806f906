import { readFileSync } from 'node:fs'
import type { IncomingMessage } from 'node:http'
import path from 'node:path'
import { carriesPreviewId } from '../src/http/carriesPreviewId'
import { decodedPath, fixedRoutes, notFoundPageFor } from '../src/http/pageAddresses'
import { PAGE_ADDRESSES_KEY_HEADER, pageAddressesKey } from '../src/http/pageAddressesKey'
import { normalizeRedirectPath } from '../src/rules/redirectPaths'

/**
 * How long the server keeps the list of addresses when no change is announced (a change's clear makes it
 * read the list anew): an announcement lost while the database connection was down is made up within it.
 */
const ADDRESSES_KEPT_MS = 1_000

/** The site's addresses as the app lists them: its pages and projects, and its redirects' old addresses → new. */
type SiteAddresses = { addresses: Set<string>; redirects: Map<string, string> }

/** What the gate answers for a request: a redirect's 308, a prerendered 404 page, or nothing (Next answers). */
export type GateAnswer = { movedTo: string } | { notFoundPage: string } | null

/**
 * Tells the app's server which requests ask for a redirect's old address, and where it moved; and which ask
 * for an address that is no page, no project, no redirect and no route of the app, and which prerendered 404
 * page answers them (see src/http/pageAddresses.ts). A redirect is answered here rather than by the page's
 * render: Next writes the `location` of a redirect thrown while it renders a kept page twice. The
 * list comes from the app itself (GET /api/page-addresses, from cached reads, with this process's key). While it cannot be read,
 * every request goes to Next as usual: a page is never refused for want of the list. Whatever else comes
 * with an unknown address (cookies, headers, query), Next never renders it, so it never keeps it on disk
 * or in memory: only staff's real draft mode (the build's preview id) reaches the pages' route.
 */
export function pageAddressGate({ distDir, origin }: { distDir: string; origin: string }) {
  const manifest = JSON.parse(readFileSync(path.join(distDir, 'app-path-routes-manifest.json'), 'utf8')) as Record<string, string>
  const routes = fixedRoutes(manifest)
  const { previewModeId } = (
    JSON.parse(readFileSync(path.join(distDir, 'prerender-manifest.json'), 'utf8')) as { preview: { previewModeId: string } }
  ).preview
  let kept: { at: number; addresses: Promise<SiteAddresses | null> } | null = null
  const key = pageAddressesKey()

  async function load(): Promise<SiteAddresses | null> {
    try {
      const response = await fetch(`${origin}/api/page-addresses`, { headers: { [PAGE_ADDRESSES_KEY_HEADER]: key } })
      if (!response.ok) return null
      const listed = (await response.json()) as { addresses: string[]; redirects: Record<string, string> }
      return { addresses: new Set(listed.addresses), redirects: new Map(Object.entries(listed.redirects)) }
    } catch {
      return null
    }
  }

  function addresses() {
    if (!kept || Date.now() - kept.at > ADDRESSES_KEPT_MS) kept = { at: Date.now(), addresses: load() }
    return kept.addresses
  }

  /** How the request is answered here, or null when Next is to answer it. */
  async function answerOf(request: IncomingMessage): Promise<GateAnswer> {
    // Every method: Next renders a page's route for PUT, PATCH and DELETE too, and keeps the result.
    // In staff's draft mode, a draft's address is a page too: the route itself decides. A forged preview
    // cookie opens no draft mode in Next, which would render and keep the address: it is a visitor's.
    if (carriesPreviewId(request.headers.cookie, previewModeId)) return null
    const pathname = decodedPath(request.url ?? '/')
    const page = pathname && notFoundPageFor(pathname, routes)
    if (!page) return null
    const known = await addresses()
    if (known === null || known.addresses.has(pathname)) return null
    const target = known.redirects.get(normalizeRedirectPath(pathname))
    if (target) return { movedTo: withQueryOf(request.url ?? '/', target) }
    return { notFoundPage: page }
  }

  // Called once this instance's cache has let go of a change's tags: the next request reads the list
  // anew, so a page or project just published (or moved) is served at once rather than within the second.
  const forget = () => {
    kept = null
  }
  return { answerOf, forget }
}

/** A redirect keeps the query the visitor came with (a campaign's parameters), after the target's own. */
export function withQueryOf(url: string, target: string): string {
  const query = new URL(url, 'http://site').searchParams
  if (query.size === 0) return target
  const moved = new URL(target, 'http://site')
  for (const [name, value] of query) moved.searchParams.append(name, value)
  return /^https?:/i.test(target) ? moved.href : `${moved.pathname}${moved.search}${moved.hash}`
}
