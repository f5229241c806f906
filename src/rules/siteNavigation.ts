import type { Navigation } from '@/payload-types'

export type MenuItem = { name: string; route: string; badge?: string; description?: string }
export type MenuGroup = { name: string; items: MenuItem[]; cta?: MenuItem }
type FooterColumn = { title: string; items: MenuItem[]; soon: string[] }
/** What the header and the footer show: the menu's groups, the footer's columns and legal links. */
export type SiteNavigation = { menu: MenuGroup[]; footerColumns: FooterColumn[]; legalLinks: MenuItem[] }

type LinkData = { name?: string | null; route?: string | null; badge?: string | null; description?: string | null }

function itemOf(link: LinkData | null | undefined): MenuItem | undefined {
  if (!link?.name || !link.route) return undefined
  return {
    name: link.name,
    route: link.route,
    ...(link.badge ? { badge: link.badge } : {}),
    ...(link.description ? { description: link.description } : {}),
  }
}

const itemsOf = (links: LinkData[] | null | undefined): MenuItem[] => (links ?? []).flatMap((link) => itemOf(link) ?? [])

/** The navigation global as the layout uses it: empty entries dropped, optional fields left out. */
export function siteNavigationOf(doc: Pick<Navigation, 'groups' | 'legalLinks'>): SiteNavigation {
  const groups = doc.groups ?? []
  return {
    menu: groups.map((group) => {
      const cta = itemOf(group.cta)
      return { name: group.name, items: itemsOf(group.items), ...(cta ? { cta } : {}) }
    }),
    footerColumns: groups.flatMap((group) =>
      group.footerTitle
        ? [{ title: group.footerTitle, items: itemsOf(group.items), soon: (group.footerSoon ?? []).map((entry) => entry.name) }]
        : [],
    ),
    legalLinks: itemsOf(doc.legalLinks),
  }
}
