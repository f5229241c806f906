import { readFileSync } from 'node:fs'
import type { IncomingMessage } from 'node:http'
import path from 'node:path'
import { namesAFile } from '../src/http/pageAddresses'

/** Paths whose documents are not the site's pages: the admin has stylesheets of its own. */
const NOT_SITE_PAGES = ['/admin/', '/api/', '/_next/']

/**
 * The `Link` header that asks for the site's stylesheets with a page's first bytes. A page's document names
 * them in its head, which a browser on a slow link reads only once the document has come down (24 KB for the
 * home page); with the header the stylesheet, which holds the first paint, is asked for at once. Next sends
 * such a header with the pages it renders per request (React's preload hints) but not with prerendered ones.
 * The site's pages share one set of stylesheets (the site layout's), read from the prerendered home page;
 * e2e/site-pages.spec.ts checks that each page's document names the same. Null without a prerendered home page.
 */
export function siteStylesheetHint(distDir: string): string | null {
  let html: string
  try {
    html = readFileSync(path.join(distDir, 'server', 'app', 'index.html'), 'utf8')
  } catch {
    return null
  }
  const hrefs = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((match) => match[1]!)
  return hrefs.length ? hrefs.map((href) => `<${href}>; rel=preload; as=style`).join(', ') : null
}

/** A browser opening one of the site's pages: not a script's fetch, the admin, nor a file (sitemap.xml, robots.txt). */
export function opensSitePage(request: Pick<IncomingMessage, 'method' | 'url' | 'headers'>): boolean {
  const pathname = (request.url ?? '/').split('?')[0]!
  if (request.method !== 'GET' || request.headers['sec-fetch-dest'] !== 'document') return false
  if (pathname === '/admin' || NOT_SITE_PAGES.some((prefix) => pathname.startsWith(prefix))) return false
  return !namesAFile(pathname)
}
