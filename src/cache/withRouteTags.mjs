/**
 * A cache entry with the tags of its reads. @fortedigital/nextjs-cache-handler takes a page's tags from its
 * `x-next-cache-tags` header but a route's (the sitemap's) from nowhere: without them, clearing the pages' tag
 * would leave the sitemap as it was.
 *
 * @template {{ tags: readonly string[], value?: { kind?: string, headers?: Record<string, unknown> } | null }} Entry
 * @param {Entry} entry
 * @returns {Entry}
 */
export function withRouteTags(entry) {
  const header = entry.value?.kind === 'APP_ROUTE' ? entry.value.headers?.['x-next-cache-tags'] : undefined
  if (!header) return entry
  const routeTags = Array.isArray(header) ? header.map(String) : String(header).split(',')
  return { ...entry, tags: [...new Set([...entry.tags, ...routeTags])] }
}
