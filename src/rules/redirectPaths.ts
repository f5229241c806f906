import { siteUrl } from '@/config/siteUrl'
import { safeLink } from '@/http/safeLink'
import { pagePath } from './pagePath'
import { projectPath } from './projectSlug'

/**
 * The site address a redirect starts from, as editors may type it: with or without the leading slash,
 * with the site's origin pasted in, with a trailing slash, a query or a fragment. What the site asks
 * about is the bare path: '/ancienne-page'.
 */
export function normalizeRedirectPath(value: string): string {
  const trimmed = value.trim()
  let path = trimmed
  if (/^https?:\/\//i.test(trimmed)) {
    try {
      path = new URL(trimmed).pathname
    } catch {
      path = trimmed
    }
  }
  path = path.split(/[?#]/)[0] ?? ''
  if (!path.startsWith('/')) path = `/${path}`
  return path.length > 1 ? path.replace(/\/+$/, '') || '/' : path
}

/** Where a document of a collection that redirects may point to is served: its address from its slug. */
export const referencePaths: Record<string, (slug: string) => string> = {
  pages: pagePath,
  projects: projectPath,
}

export type RedirectTarget = {
  type?: 'reference' | 'custom' | null
  url?: string | null
  reference?: { relationTo: string; value: number | string | { slug?: string | null } } | null
}

/** The address a redirect sends to: its custom address, or the current address of the document it names; null when it has none (a deleted document). */
export function redirectTargetPath(to: RedirectTarget | null | undefined): string | null {
  if (!to) return null
  if (to.type === 'custom') return to.url?.trim() || null
  const reference = to.reference
  if (!reference || typeof reference.value !== 'object' || !reference.value.slug) return null
  const pathOf = referencePaths[reference.relationTo]
  return pathOf ? pathOf(reference.value.slug) : null
}

/**
 * The bare site path a redirect's destination lands on, to follow one redirect into the next: a path of
 * this site, or an https address on the site's own origin; null for an address elsewhere (or refused).
 */
export function onSitePath(target: string, site: string = siteUrl()): string | null {
  const kind = safeLink(target, ['path', 'https'], site)
  if (kind === 'path') return normalizeRedirectPath(target)
  if (kind === 'https' && new URL(target).origin === new URL(site).origin) return normalizeRedirectPath(target)
  return null
}

/** A redirect keeps the query the visitor came with (a campaign's parameters), after the target's own. */
export function withQueryOf(url: string, target: string): string {
  const query = new URL(url, 'http://site').searchParams
  if (query.size === 0) return target
  const moved = new URL(target, 'http://site')
  for (const [name, value] of query) moved.searchParams.append(name, value)
  return /^https?:/i.test(target) ? moved.href : `${moved.pathname}${moved.search}${moved.hash}`
}
