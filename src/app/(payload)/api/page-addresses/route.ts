/*
 * GET /api/page-addresses: the addresses the pages' catch-all and the project route answer (every published
 * page and project), those of the pages showing a gallery (their filters are addresses of their own) and every
 * redirect (old address → new), read from the cached lists that publishing clears.
 * The address gate (src/proxy.ts) reads it to answer a redirect's old address with its 308 and any other
 * address with a prerendered 404 page; only it, with its process's key (src/http/pageAddressesKey.ts): to
 * anyone else the list is a 404, since it names every redirect's old address.
 */
import { getProjectSlugs } from '@/data/content'
import { getGalleryPageSlugs, getPageEntries } from '@/data/pages'
import { getRedirects } from '@/data/redirects'
import { carriesPageAddressesKey } from '@/http/pageAddressesKey'
import { pagePath } from '@/rules/pagePath'
import { projectPath } from '@/rules/projectSlug'

export const dynamic = 'force-dynamic'

export async function GET(request: Request): Promise<Response> {
  if (!carriesPageAddressesKey(request.headers))
    return new Response('Introuvable.', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } })
  const [pages, galleries, projects, redirects] = await Promise.all([
    getPageEntries(),
    getGalleryPageSlugs(),
    getProjectSlugs(),
    getRedirects(),
  ])
  return Response.json({
    addresses: [...pages.map(({ slug }) => pagePath(slug)), ...projects.map(({ slug }) => projectPath(slug))],
    galleries: galleries.map(pagePath),
    redirects,
  })
}
