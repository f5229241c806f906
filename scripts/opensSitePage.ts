import type { IncomingMessage } from 'node:http'
import { namesAFile } from '../src/http/pageAddresses'

/** Paths whose documents are not the site's pages: the admin has stylesheets and scripts of its own. */
const NOT_SITE_PAGES = ['/admin/', '/api/', '/_next/']

/**
 * A browser opening one of the site's pages: not a script's fetch, the admin, nor a file (sitemap.xml, robots.txt).
 * Such a document is sent with the stylesheet hint (stylesheetHint.ts) and its scripts after the first paint
 * (scriptsAfterFirstPaint.ts).
 */
export function opensSitePage(request: Pick<IncomingMessage, 'method' | 'url' | 'headers'>): boolean {
  const pathname = (request.url ?? '/').split('?')[0]!
  if (request.method !== 'GET' || request.headers['sec-fetch-dest'] !== 'document') return false
  if (pathname === '/admin' || NOT_SITE_PAGES.some((prefix) => pathname.startsWith(prefix))) return false
  return !namesAFile(pathname)
}
