import type { Page } from '@/payload-types'
import { pagePath } from './pagePath'

export type MenuItem = { name: string; route: string; badge?: string; description?: string }
export type MenuGroup = { name: string; items: MenuItem[]; cta?: MenuItem }
type FooterColumn = { title: string; items: MenuItem[] }
/** What the header and the footer show: the menu's groups, the footer's columns and legal links. */
export type SiteNavigation = { menu: MenuGroup[]; footerColumns: FooterColumn[]; legalLinks: MenuItem[] }

type LinkData = {
  name?: string | null
  /** The page linked, populated with its slug; its id alone when visitors cannot read it. */
  page?: number | Pick<Page, 'slug'> | null
  route?: string | null
  badge?: string | null
  description?: string | null
}

/**
 * Where a link leads: its page's current address, else its typed path. A link to a page visitors cannot
 * read (a draft, an unpublished page) leads nowhere and is left out, rather than leading to a 404.
 */
function routeOf(link: LinkData): string | undefined {
  if (link.page === null || link.page === undefined) return link.route || undefined
  return typeof link.page === 'object' && link.page.slug ? pagePath(link.page.slug) : undefined
}

function itemOf(link: LinkData | null | undefined): MenuItem | undefined {
  const route = link && routeOf(link)
  if (!link?.name || !route) return undefined
  return {
    name: link.name,
    route,
    ...(link.badge ? { badge: link.badge } : {}),
    ...(link.description ? { description: link.description } : {}),
  }
}

const itemsOf = (links: LinkData[] | null | undefined): MenuItem[] => (links ?? []).flatMap((link) => itemOf(link) ?? [])

type GroupData = { name: string; items?: LinkData[] | null; cta?: LinkData | null; footerTitle?: string | null }

/** The navigation global as the layout uses it: empty entries dropped, optional fields left out. */
export function siteNavigationOf(doc: { groups?: GroupData[] | null; legalLinks?: LinkData[] | null }): SiteNavigation {
  const groups = doc.groups ?? []
  return {
    menu: groups.map((group) => {
      const cta = itemOf(group.cta)
      return { name: group.name, items: itemsOf(group.items), ...(cta ? { cta } : {}) }
    }),
    footerColumns: groups.flatMap((group) => (group.footerTitle ? [{ title: group.footerTitle, items: itemsOf(group.items) }] : [])),
    legalLinks: itemsOf(doc.legalLinks),
  }
}
