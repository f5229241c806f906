import type { Payload } from 'payload'
import { slugs } from '@collections/slugs'
import type { Navigation } from '@/payload-types'
import { pagePath } from '@/rules/pagePath'

type NavigationSeed = Pick<Navigation, 'groups' | 'legalLinks'>
type Link = { route?: string | null; page?: number | null | object }

/**
 * The seeded menu with every typed address that is a page turned into a link to that page, as an editor
 * would pick it: the link then follows the page when its address changes. Other addresses stay typed.
 */
export function linkRoutesToPages<T extends NavigationSeed>(seed: T, pageIdByPath: ReadonlyMap<string, number>): T {
  const link = <L extends Link>(entry: L): L => {
    const page = entry.route ? pageIdByPath.get(entry.route) : undefined
    return page ? { ...entry, page, route: null } : entry
  }
  return {
    ...seed,
    groups: seed.groups?.map((group) => ({ ...group, items: group.items?.map(link), ...(group.cta ? { cta: link(group.cta) } : {}) })),
    legalLinks: seed.legalLinks?.map(link),
  }
}

/** The site's pages by their public address. */
export async function pageIdsByPath(payload: Payload): Promise<Map<string, number>> {
  const { docs } = await payload.find({
    collection: slugs.pages,
    pagination: false,
    depth: 0,
    select: { slug: true },
    overrideAccess: true,
  })
  return new Map(docs.flatMap((page) => (page.slug ? [[pagePath(page.slug), page.id] as const] : [])))
}
