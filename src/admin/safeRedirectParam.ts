import { sitePath } from '@/http/sitePath'
import { firstParam } from './firstParam'

type SearchParams = Record<string, string | string[]>

/**
 * The admin's query with its `redirect` (where the login and logout views send once signed in) kept only when
 * it is a path of this site (sitePath), normalized; otherwise dropped, and Payload falls back to /admin, which
 * leads to the dashboard. Payload's own check lets dot segments through (`/.//host` is `//host`, another site).
 */
export function withSafeRedirect(searchParams: SearchParams, site?: string): SearchParams {
  if (!('redirect' in searchParams)) return searchParams
  const { redirect, ...rest } = searchParams
  const path = sitePath(firstParam(redirect) ?? '', site)
  return path === null ? rest : { ...rest, redirect: path }
}
