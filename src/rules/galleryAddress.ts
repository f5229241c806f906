import { isProjectType, type ProjectType } from './projectTypes'
import { isService, type Service } from './services'

/** What a gallery's address asks for: ?type=… (a kind of room) and ?service=… (from a service page's link). */
export type GalleryQuery = { type: ProjectType | null; service: Service | null }

/** A page's address as its blocks need it: its path, and the gallery filter its query asks for. */
export type PageAddress = { path: string; gallery: GalleryQuery | null }

/** The query's filter; null when it names none (or names values that are not ones: the gallery is then shown whole). */
export function galleryQueryOf(search: URLSearchParams): GalleryQuery | null {
  const type = search.get('type')
  const service = search.get('service')
  const query = { type: isProjectType(type) ? type : null, service: isService(service) ? service : null }
  return query.type || query.service ? query : null
}

/**
 * A gallery page's filtered variant has an address of its own under the page's, which only the address gate
 * reaches (by a rewrite: visitors keep ?type=…); `~` is in no slug, so it can never name a page.
 */
const FILTER_SEGMENT = '~galerie'
const ALL = 'tous'

/** `/plans-et-inspirations` + {type: 'office'} → `/plans-et-inspirations/~galerie/tous/office`. */
export function filteredGalleryPath(pagePath: string, query: GalleryQuery): string {
  const base = pagePath === '/' ? '' : pagePath
  return `${base}/${FILTER_SEGMENT}/${query.service ?? ALL}/${query.type ?? ALL}`
}

/**
 * The catch-all's segments split into the page's slug ('' for the home page) and the filter they end with, if
 * any; a filter segment with values that are not ones is no address (null).
 */
export function splitGallerySegments(segments: readonly string[]): { slug: string; query: GalleryQuery | null } | null {
  const at = segments.indexOf(FILTER_SEGMENT)
  if (at === -1) return { slug: segments.join('/'), query: null }
  const [service, type, ...rest] = segments.slice(at + 1)
  if (rest.length || service === undefined || type === undefined) return null
  const query: GalleryQuery = {
    service: isService(service) ? service : null,
    type: isProjectType(type) ? type : null,
  }
  if ((service !== ALL && !query.service) || (type !== ALL && !query.type) || (!query.service && !query.type)) return null
  return { slug: segments.slice(0, at).join('/'), query }
}

/** A filter link's address: the page's own path with ?service=… then ?type=… (none for the whole gallery). */
export function galleryHref(pagePath: string, query: GalleryQuery): string {
  const search = new URLSearchParams()
  if (query.service) search.set('service', query.service)
  if (query.type) search.set('type', query.type)
  const text = search.toString()
  return text ? `${pagePath}?${text}` : pagePath
}

/** Whether a page's blocks hold a projects gallery (its address then takes a filter). */
export const hasGallery = (layout: readonly { blockType: string; display?: string | null }[] | null | undefined): boolean =>
  (layout ?? []).some((block) => block.blockType === 'projects' && block.display === 'gallery')
