import { describe, expect, it } from 'vitest'
import { siteNavigationOf } from '@/rules/siteNavigation'
import { navigation } from '@/seed/data/navigation'
import { linkRoutesToPages } from '@/seed/linkNavigationToPages'

describe('the site navigation', () => {
  it('gives the menu its groups, entries and calls to action, without empty fields', () => {
    const { menu } = siteNavigationOf({
      groups: [
        {
          name: 'Nos Services',
          items: [
            { name: 'Extension', route: '/extension-maison', badge: '', description: null },
            { name: '', route: '/vide' },
          ],
          cta: { name: null, route: null },
        },
      ],
    })
    expect(menu).toEqual([{ name: 'Nos Services', items: [{ name: 'Extension', route: '/extension-maison' }] }])
  })

  it('brings back as footer columns the groups that have a footer title, each entry a link to a page', () => {
    const { footerColumns, legalLinks } = siteNavigationOf(navigation)
    expect(footerColumns.map((column) => column.title)).toEqual(['Nos services', 'Ressources'])
    expect(footerColumns[1]?.items.map((item) => item.route)).toContain('/faq')
    expect(legalLinks.map((link) => link.route)).toEqual(['/mentions-legales', '/politique-de-confidentialite', '/cgu'])
  })

  it('keeps the seeded menu as the site showed it: four groups, a call to action under "Mon Projet"', () => {
    const { menu } = siteNavigationOf(navigation)
    expect(menu.map((group) => group.name)).toEqual(['Nos Services', 'Mon Projet', 'Ressources', 'À Propos'])
    expect(menu[1]?.cta).toEqual({
      name: 'Devis personnalisé gratuit',
      route: '/etude-gratuite',
      description: 'Gratuit et sans engagement, après une visite technique',
    })
  })

  it('leads a link that names a page to the page’s current address, and leaves out a page visitors cannot read', () => {
    const { menu, legalLinks } = siteNavigationOf({
      groups: [
        {
          name: 'Ressources',
          items: [
            { name: 'Solutions', page: { slug: 'solutions-techniques-combles' }, route: '/solutions-techniques' },
            { name: 'Brouillon', page: 12, route: null },
            { name: 'Accueil', page: { slug: 'accueil' } },
          ],
          cta: { name: 'Devis', page: null, route: '/etude-gratuite' },
        },
      ],
      legalLinks: [{ name: 'CGU', page: 7 }],
    })
    expect(menu[0]?.items).toEqual([
      { name: 'Solutions', route: '/solutions-techniques-combles' },
      { name: 'Accueil', route: '/' },
    ])
    expect(menu[0]?.cta).toEqual({ name: 'Devis', route: '/etude-gratuite' })
    expect(legalLinks).toEqual([])
  })

  it('seeds every menu address that is a page as a link to that page, and keeps the others typed', () => {
    const pages = new Map([
      ['/faq', 3],
      ['/cgu', 9],
      ['/etude-gratuite', 4],
    ])
    const linked = linkRoutesToPages(navigation, pages)
    const resources = linked.groups?.find((group) => group.name === 'Ressources')
    expect(resources?.items?.find((item) => item.page === 3)).toMatchObject({ route: null })
    expect(linked.groups?.[1]?.cta).toMatchObject({ page: 4, route: null })
    expect(linked.legalLinks?.map((link) => link.page ?? link.route)).toEqual(['/mentions-legales', '/politique-de-confidentialite', 9])
  })
})
