import { describe, expect, it } from 'vitest'
import { frenchTypography, withFrenchTypography } from '@/rules/frenchTypography'

const nnbsp = '\u202f'
const nbsp = '\u00a0'

describe('frenchTypography', () => {
  it('puts a narrow no-break space before ? ! ; :', () => {
    expect(frenchTypography('Vos combles sont-ils aménageables ?')).toBe(`Vos combles sont-ils aménageables${nnbsp}?`)
    expect(frenchTypography('Enfin !')).toBe(`Enfin${nnbsp}!`)
    expect(frenchTypography('Besoin d’inspiration?')).toBe(`Besoin d’inspiration${nnbsp}?`)
    expect(frenchTypography('Devis ; étude')).toBe(`Devis${nnbsp}; étude`)
    expect(frenchTypography('Dernière mise à jour : mai')).toBe(`Dernière mise à jour${nnbsp}: mai`)
    expect(frenchTypography('Maison Phénix : la surélévation')).toBe(`Maison Phénix${nnbsp}: la surélévation`)
  })

  it('leaves addresses and times alone', () => {
    expect(frenchTypography('https://combles-nord.fr/contact?source=flyer')).toBe('https://combles-nord.fr/contact?source=flyer')
    expect(frenchTypography('Ouvert de 8:30 à 18:00')).toBe('Ouvert de 8:30 à 18:00')
  })

  it('keeps guillemets with their words', () => {
    expect(frenchTypography('le label « RGE » est exigé')).toBe(`le label «${nnbsp}RGE${nnbsp}» est exigé`)
    expect(frenchTypography('«RGE»')).toBe(`«${nnbsp}RGE${nnbsp}»`)
    expect(frenchTypography(`«${nbsp}Un travail soigné.${nbsp}»`)).toBe(`«${nnbsp}Un travail soigné.${nnbsp}»`)
  })

  it('keeps an amount and its unit on one line without changing the figures', () => {
    expect(frenchTypography('jusqu’à 8 500 € d’aides')).toBe(`jusqu’à 8${nnbsp}500${nnbsp}€ d’aides`)
    expect(frenchTypography('De 1 200 à 1 800 euros')).toBe(`De 1${nnbsp}200 à 1${nnbsp}800 euros`)
    expect(frenchTypography('Jusqu’à 30 % de lumière, 1,80 m sous faîtage, 25 m²')).toBe(
      `Jusqu’à 30${nnbsp}% de lumière, 1,80${nnbsp}m sous faîtage, 25${nnbsp}m²`,
    )
    expect(frenchTypography('en 2024 nous')).toBe('en 2024 nous')
  })

  it('adds the spaces French requires where they were left out (the cases editors typed)', () => {
    expect(frenchTypography('sous 24h')).toBe(`sous 24${nnbsp}h`)
    expect(frenchTypography('+30%')).toBe(`+30${nnbsp}%`)
    expect(frenchTypography('50m²')).toBe(`50${nnbsp}m²`)
    expect(frenchTypography('42000 €')).toBe(`42${nnbsp}000${nnbsp}€`)
    expect(frenchTypography('8500€')).toBe(`8${nnbsp}500${nnbsp}€`)
    expect(frenchTypography('< 1.80m')).toBe(`< 1,80${nnbsp}m`)
    expect(frenchTypography('3000+ projets')).toBe(`3${nnbsp}000+ projets`)
    expect(frenchTypography('de 10h30 à 18h')).toBe(`de 10${nnbsp}h${nnbsp}30 à 18${nnbsp}h`)
  })

  it('leaves years, addresses and codes that look like numbers alone', () => {
    expect(frenchTypography('depuis 1949, 3 agences')).toBe('depuis 1949, 3 agences')
    expect(frenchTypography('amenagement-combles-arras-25m2')).toBe('amenagement-combles-arras-25m2')
    expect(frenchTypography('24h/24')).toBe(`24${nnbsp}h/24`)
    expect(frenchTypography('5 min, 2 heures')).toBe('5 min, 2 heures')
  })

  it('is idempotent', () => {
    const once = frenchTypography('Combien ? « Oui » : 8 500 €, 8500€, 24h, 1.80m, 10h30, 3000+')
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
      { blockType: 'faq', anchor: 'faq', items: [{ question: `Combien de temps${nnbsp}?`, answer: `Trois semaines${nnbsp}: pas plus.` }] },
      { blockType: 'hero', title: `Étude gratuite${nnbsp}!`, primary: { label: `Tester${nnbsp}?`, href: '/faisabilite?etape=1' } },
    ])
  })

  it('applies to a testimonial and a video caption, never to a video’s identifier or the site’s contact details', () => {
    const testimonial = { id: 3, kind: 'reusable', text: '« Extension de 30m² livrée en 6 semaines ! »', author: 'Claire M.' }
    expect(withFrenchTypography(testimonial)).toEqual({
      ...testimonial,
      text: `«${nnbsp}Extension de 30${nnbsp}m² livrée en 6 semaines${nnbsp}!${nnbsp}»`,
    })
    const video = { id: 1, title: 'Maison Phénix : la surélévation', videoId: 'ab12m-cd34h', duration: '4:12' }
    expect(withFrenchTypography(video)).toEqual({ ...video, title: `Maison Phénix${nnbsp}: la surélévation` })
    const settings = { phone: '03 20 12 34 56', email: 'contact@combles-nord.fr', hours: 'Du lundi au vendredi, 8h30-18h' }
    expect(withFrenchTypography(settings)).toEqual({ ...settings, hours: `Du lundi au vendredi, 8${nnbsp}h${nnbsp}30-18${nnbsp}h` })
  })
})
