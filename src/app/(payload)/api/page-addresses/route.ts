/*
 * GET /api/page-addresses: the addresses the pages' catch-all and the project route answer (every published
 * page and project, and every redirect's old address), read from the cached lists that publishing clears.
 * The app's server (scripts/serve.ts) reads it to answer any other address with a prerendered 404 page.
 */
import { getProjectSlugs } from '@/data/content'
import { getPageEntries } from '@/data/pages'
import { getRedirectSources } from '@/data/redirects'
import { pagePath } from '@/rules/pagePath'
import { projectPath } from '@/rules/projectSlug'

export const dynamic = 'force-dynamic'

export async function GET(): Promise<Response> {
  const [pages, projects, redirects] = await Promise.all([getPageEntries(), getProjectSlugs(), getRedirectSources()])
  return Response.json({
    addresses: [...pages.map(({ slug }) => pagePath(slug)), ...projects.map(({ slug }) => projectPath(slug)), ...redirects],
  })
}
