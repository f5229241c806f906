import { projectNotFoundPath, projectPath } from '@/rules/projectSlug'

/**
 * Which requests the app's server checks against the list of the CMS's addresses before Next sees them.
 * Next renders a 404 from a dynamic route (the pages' catch-all, the project route) in the browser only, so
 * the server answers addresses the CMS does not list itself, with a prerendered 404 page. Only the addresses
 * those two routes would answer are checked: not Next's files, not the public folder's files, not any other
 * route of the app (read from Next's app-path-routes manifest).
 */

/** The route patterns of Next's app-path-routes manifest ('/projet/[slug]'), the catch-all's left out. */
export function fixedRoutes(manifest: Record<string, string>, catchAll = '/[...slug]'): RegExp[] {
  return Object.values(manifest)
    .filter((route) => route !== catchAll)
    .map(routePattern)
}

/** '/projet/[slug]' → /^\/projet\/[^/]+$/; '[...x]' is one segment or more, '[[...x]]' zero or more. */
export function routePattern(route: string): RegExp {
  const source = route
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      if (/^\[\[\.\.\..+\]\]$/.test(segment)) return '(?:/.+)?'
      if (/^\[\.\.\..+\]$/.test(segment)) return '/.+'
      if (/^\[.+\]$/.test(segment)) return '/[^/]+'
      return `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`
    })
    .join('')
  return new RegExp(`^${source || '/'}$`)
}

/** A file of the public folder or a metadata file (/icon.svg, /sitemap.xml): its last segment has a dot; no page's does. */
function namesAFile(pathname: string): boolean {
  return (pathname.split('/').pop() ?? '').includes('.')
}

/** Whether only the pages' catch-all would answer this path (decoded, without query). */
export function onlyCatchAllAnswers(pathname: string, routes: RegExp[]): boolean {
  if (pathname === '/' || pathname.endsWith('/') || pathname.startsWith('/_next/')) return false
  // A file: Next serves or refuses it.
  if (namesAFile(pathname)) return false
  return !routes.some((route) => route.test(pathname))
}

const projectAddress = new RegExp(`^${projectPath('[^/]+')}$`)

/**
 * The prerendered page that answers this path (decoded, without query) when the CMS lists no such address:
 * the project 404 for a project's address, the site's 404 for what only the pages' catch-all would answer;
 * null when another route answers it.
 */
export function notFoundPageFor(pathname: string, routes: RegExp[]): string | null {
  if (projectAddress.test(pathname) && !namesAFile(pathname)) return projectNotFoundPath
  return onlyCatchAllAnswers(pathname, routes) ? '/_not-found' : null
}

/** The request's path, decoded; null when it cannot be decoded (Next answers those itself). */
export function decodedPath(url: string): string | null {
  try {
    return decodeURIComponent(new URL(url, 'http://site').pathname)
  } catch {
    return null
  }
}
