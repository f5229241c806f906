import { readFileSync } from 'node:fs'
import path from 'node:path'

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
