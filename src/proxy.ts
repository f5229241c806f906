import { type NextRequest, NextResponse } from 'next/server'
import { parseEnv } from '@/config/env'
import { decodedPath, notFoundPageFor } from '@/http/pageAddresses'
import { carriesPageAddressesKey } from '@/http/pageAddressesKey'
import { isStaffPreview, STAFF_PREVIEW_COOKIE } from '@/http/staffPreview'
import { transportSecurityHeader } from '@/http/transportSecurity'
import { filteredGalleryPath, galleryQueryOf } from '@/rules/galleryAddress'
import { normalizeRedirectPath, withQueryOf } from '@/rules/redirectPaths'
import { notFoundDocument, siteAddresses } from '@/proxy/siteAddresses'

const hsts = transportSecurityHeader(parseEnv().SERVER_URL)

const isRead = (request: NextRequest) => request.method === 'GET' || request.method === 'HEAD'

const plainText = (status: number, text: string, headers: Record<string, string> = {}) =>
  new NextResponse(text, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8', ...headers } })

/**
 * What is answered before any route: an address that cannot be decoded (400: Next's API routes would fail
 * on it), a redirect's old address (308, the visitor's query kept), and an address that is no page, no
 * project and no other route (a prerendered 404 page, so that nothing is rendered nor kept per random
 * address; see src/http/pageAddresses.ts). A gallery's page
 * asked with a filter (?type=…, ?service=…) is drawn filtered by its own route, kept once per filter.
 */
async function gate(request: NextRequest): Promise<NextResponse> {
  const pathname = decodedPath(request.url)
  if (pathname === null) return plainText(400, 'Adresse mal formée.')
  const galleryQuery = isRead(request) ? galleryQueryOf(request.nextUrl.searchParams) : null
  if (galleryQuery && (await siteAddresses())?.galleries.has(pathname)) {
    const filtered = request.nextUrl.clone()
    filtered.pathname = filteredGalleryPath(pathname, galleryQuery)
    return NextResponse.rewrite(filtered)
  }
  const notFoundPage = notFoundPageFor(pathname)
  if (!notFoundPage) return NextResponse.next()
  // In staff's preview a draft's address is a page too: the route decides. The gate's own reads carry its key.
  if (isStaffPreview(request.cookies.get(STAFF_PREVIEW_COOKIE)?.value) || carriesPageAddressesKey(request.headers))
    return NextResponse.next()
  const known = await siteAddresses()
  if (known === null || known.addresses.has(pathname)) return NextResponse.next()
  const target = known.redirects.get(normalizeRedirectPath(pathname))
  if (target) {
    const location = new URL(withQueryOf(request.url, target), request.url)
    return plainText(308, `Déplacé vers ${target}`, { Location: location.href })
  }
  if (!isRead(request)) return plainText(404, 'Page introuvable.')
  // The 404 page's document in every form, the app's own navigations (RSC) included: the proxy cannot tell
  // them apart (Next hides their headers from it), and their browser then loads the address as a page.
  const document = await notFoundDocument(notFoundPage)
  if (document === null) return NextResponse.next()
  return new NextResponse(document, { status: 404, headers: { 'Content-Type': 'text/html; charset=utf-8' } })
}

export async function proxy(request: NextRequest): Promise<NextResponse> {
  const response = await gate(request)
  if (hsts) response.headers.set('Strict-Transport-Security', hsts)
  return response
}

// Not Next's built files (immutable, named by their content). The API's routes are no page to gate, but an
// address of theirs that cannot be decoded is refused here too; only the API's requests without a body, since
// Next hands a body to its proxy through a copy it cuts at 10 MB (an upload would reach its route cut).
export const config = {
  matcher: ['/((?!_next/static/|api/).*)', { source: '/api/:path*', missing: [{ type: 'header', key: 'content-type' }] }],
}
