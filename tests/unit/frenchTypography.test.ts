import { describe, expect, it } from 'vitest'
import { frenchTypography, withFrenchTypography } from '@/rules/frenchTypography'

const nnbsp = '\u202f'
const nbsp = '\u00a0'

describe('frenchTypography', () => {
  it('puts a narrow no-break space before ? ! ; and a no-break space before :', () => {
    expect(frenchTypography('Vos combles sont-ils aménageables ?')).toBe(`Vos combles sont-ils aménageables${nnbsp}?`)
    expect(frenchTypography('Enfin !')).toBe(`Enfin${nnbsp}!`)
    expect(frenchTypography('Besoin d’inspiration?')).toBe(`Besoin d’inspiration${nnbsp}?`)
    expect(frenchTypography('Devis ; étude')).toBe(`Devis${nnbsp}; étude`)
    expect(frenchTypography('Dernière mise à jour : mai')).toBe(`Dernière mise à jour${nbsp}: mai`)
  })

  it('leaves addresses and times alone', () => {
    expect(frenchTypography('https://combles-nord.fr/contact?source=flyer')).toBe('https://combles-nord.fr/contact?source=flyer')
    expect(frenchTypography('Ouvert de 8:30 à 18:00')).toBe('Ouvert de 8:30 à 18:00')
  })

  it('keeps guillemets with their words', () => {
    expect(frenchTypography('le label « RGE » est exigé')).toBe(`le label «${nbsp}RGE${nbsp}» est exigé`)
    expect(frenchTypography('«RGE»')).toBe(`«${nbsp}RGE${nbsp}»`)
  })

  it('keeps an amount and its unit on one line without changing the figures', () => {
    expect(frenchTypography('jusqu’à 8 500 € d’aides')).toBe(`jusqu’à 8${nnbsp}500${nnbsp}€ d’aides`)
    expect(frenchTypography('De 1 200 à 1 800 euros')).toBe(`De 1${nnbsp}200 à 1${nnbsp}800 euros`)
    expect(frenchTypography('Jusqu’à 30 % de lumière, 1,80 m sous faîtage, 25 m²')).toBe(
      `Jusqu’à 30${nnbsp}% de lumière, 1,80${nnbsp}m sous faîtage, 25${nnbsp}m²`,
    )
    expect(frenchTypography('8500€')).toBe('8500€')
    expect(frenchTypography('en 2024 nous')).toBe('en 2024 nous')
  })

  it('is idempotent', () => {
    const once = frenchTypography('Combien ? « Oui » : 8 500 €')
    expect(frenchTypography(once)).toBe(once)
  })
})

describe('withFrenchTypography', () => {
  it('applies to every prose string of a layout, never to addresses, anchors or codes', () => {
    const layout = [
      { blockType: 'faq', anchor: 'faq', items: [{ question: 'Combien de temps ?', answer: 'Trois semaines : pas plus.' }] },
      { blockType: 'hero', title: 'Étude gratuite !', primary: { label: 'Tester ?', href: '/faisabilite?etape=1' } },
    ]
    expect(withFrenchTypography(layout)).toEqual([
      { blockType: 'faq', anchor: 'faq', items: [{ question: `Combien de temps${nnbsp}?`, answer: `Trois semaines${nbsp}: pas plus.` }] },
      { blockType: 'hero', title: `Étude gratuite${nnbsp}!`, primary: { label: `Tester${nnbsp}?`, href: '/faisabilite?etape=1' } },
    ])
  })
})
