import { projectNotFoundPath, projectPath } from '@/rules/projectSlug'
import { appRoutes } from './appRoutes'

/**
 * Which requests the address gate (src/proxy.ts) checks against the list of the CMS's addresses before a
 * route renders them. Next keeps what the pages' catch-all renders, a 404 included, and draws the 404 of the
 * project route in the browser only; so an address the CMS does not list is answered with a prerendered 404
 * page. Only the addresses those two routes would answer are checked: not Next's files, not the public
 * folder's files, not any other route of the app (src/http/appRoutes.ts).
 */

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

const otherRoutes = appRoutes.map(routePattern)

/** Whether only the pages' catch-all would answer this path (decoded, without query). */
export function onlyCatchAllAnswers(pathname: string): boolean {
  if (pathname === '/' || pathname.endsWith('/') || pathname.startsWith('/_next/')) return false
  // A file: Next serves or refuses it.
  if (namesAFile(pathname)) return false
  return !otherRoutes.some((route) => route.test(pathname))
}

const projectAddress = new RegExp(`^${projectPath('[^/]+')}$`)

/**
 * The prerendered page that answers this path (decoded, without query) when the CMS lists no such address:
 * the project 404 for a project's address, the site's 404 for what only the pages' catch-all would answer;
 * null when another route answers it.
 */
export function notFoundPageFor(pathname: string): string | null {
  if (projectAddress.test(pathname) && !namesAFile(pathname)) return projectNotFoundPath
  return onlyCatchAllAnswers(pathname) ? '/_not-found' : null
}

/** The request's path, decoded; null when it cannot be decoded (Next answers those itself). */
export function decodedPath(url: string): string | null {
  try {
    return decodeURIComponent(new URL(url, 'http://site').pathname)
  } catch {
    return null
  }
}
