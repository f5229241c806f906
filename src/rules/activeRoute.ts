/**
 * Active menu entry: a route is active when the current path starts with it,
 * at a segment boundary; the home route '/' is active only on '/' itself.
 */
export function isActiveRoute(pathname: string, route: string): boolean {
  const path = normalise(pathname)
  const target = normalise(route)
  if (target === '/') return path === '/'
  return path === target || path.startsWith(`${target}/`)
}

function normalise(path: string): string {
  const withoutQuery = path.split(/[?#]/)[0] ?? ''
  const trimmed = withoutQuery.replace(/\/+$/, '')
  return trimmed === '' ? '/' : trimmed
}

/** A menu group is shown active when one of its entries, or its call to action, is. */
export function isActiveGroup(pathname: string, group: { items: { route: string }[]; cta?: { route: string } }): boolean {
  return [...group.items, ...(group.cta ? [group.cta] : [])].some((entry) => isActiveRoute(pathname, entry.route))
}
