import { readFileSync } from 'node:fs'
import type { IncomingMessage } from 'node:http'
import path from 'node:path'
import { carriesPreviewId } from '../src/http/carriesPreviewId'
import { decodedPath, fixedRoutes, notFoundPageFor } from '../src/http/pageAddresses'
import { PAGE_ADDRESSES_KEY_HEADER, pageAddressesKey } from '../src/http/pageAddressesKey'

/**
 * How long the server keeps the list of addresses when no change is announced (a change's clear makes it
 * read the list anew): an announcement lost while the database connection was down is made up within it.
 */
const ADDRESSES_KEPT_MS = 1_000

/**
 * Tells the app's server which requests ask for an address that is no page, no project, no redirect and no
 * route of the app, and which prerendered 404 page answers them (see src/http/pageAddresses.ts). The
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
  let kept: { at: number; addresses: Promise<Set<string> | null> } | null = null
  const key = pageAddressesKey()

  async function load(): Promise<Set<string> | null> {
    try {
      const response = await fetch(`${origin}/api/page-addresses`, { headers: { [PAGE_ADDRESSES_KEY_HEADER]: key } })
      if (!response.ok) return null
      return new Set(((await response.json()) as { addresses: string[] }).addresses)
    } catch {
      return null
    }
  }

  function addresses() {
    if (!kept || Date.now() - kept.at > ADDRESSES_KEPT_MS) kept = { at: Date.now(), addresses: load() }
    return kept.addresses
  }

  /** The 404 page that answers the request, or null when Next is to answer it. */
  async function notFoundPageOf(request: IncomingMessage): Promise<string | null> {
    // Every method: Next renders a page's route for PUT, PATCH and DELETE too, and keeps the result.
    // In staff's draft mode, a draft's address is a page too: the route itself decides. A forged preview
    // cookie opens no draft mode in Next, which would render and keep the address: it is a visitor's.
    if (carriesPreviewId(request.headers.cookie, previewModeId)) return null
    const pathname = decodedPath(request.url ?? '/')
    const page = pathname && notFoundPageFor(pathname, routes)
    if (!page) return null
    const known = await addresses()
    return known !== null && !known.has(pathname) ? page : null
  }

  // Called once this instance's cache has let go of a change's tags: the next request reads the list
  // anew, so a page or project just published (or moved) is served at once rather than within the second.
  const forget = () => {
    kept = null
  }
  return { notFoundPageOf, forget }
}
