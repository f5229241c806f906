/*
 * GET /api/page-addresses: the addresses the pages' catch-all route answers (every published page and
 * every redirect's old address), read from the cached lists that publishing clears. The app's server
 * (scripts/serve.ts) reads it to answer any other address with the prerendered 404 page.
 */
import { getPageEntries } from '@/data/pages'
import { getRedirectSources } from '@/data/redirects'
import { pagePath } from '@/rules/pagePath'

export const dynamic = 'force-dynamic'

export async function GET(): Promise<Response> {
  const [pages, redirects] = await Promise.all([getPageEntries(), getRedirectSources()])
  return Response.json({ addresses: [...pages.map(({ slug }) => pagePath(slug)), ...redirects] })
}
