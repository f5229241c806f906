import { describe, expect, it } from 'vitest'
import { siteNavigationOf } from '@/rules/siteNavigation'
import { navigation } from '@/seed/data/navigation'

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

  it('brings back as footer columns the groups that have a footer title, with their entries to come', () => {
    const { footerColumns, legalLinks } = siteNavigationOf(navigation)
    expect(footerColumns.map((column) => column.title)).toEqual(['Nos services', 'Ressources'])
    expect(footerColumns[1]?.soon).toEqual(['Aides & Subventions', 'Blog & Conseils', 'FAQ Complète'])
    expect(legalLinks.map((link) => link.route)).toEqual(['/mentions-legales', '/politique-de-confidentialite', '/cgu'])
  })

  it('keeps the seeded menu as the site showed it: four groups, a call to action under "Mon Projet"', () => {
    const { menu } = siteNavigationOf(navigation)
    expect(menu.map((group) => group.name)).toEqual(['Nos Services', 'Mon Projet', 'Ressources', 'À Propos'])
    expect(menu[1]?.cta).toEqual({
      name: 'Devis personnalisé gratuit',
      route: '/etude-gratuite',
      description: 'Devis détaillé sous 24h, gratuit et sans engagement',
    })
  })
})
