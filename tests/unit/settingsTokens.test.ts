import { describe, expect, it } from 'vitest'
import { fillSettings, fillSettingsHref, settingsTokens, settingsValuesOf, withSettings, type SettingsValues } from '@/rules/settingsTokens'

const values = Object.fromEntries(Object.keys(settingsTokens).map((token) => [token, `<${token}>`])) as SettingsValues
values.telephone = '02 35 00 00 00'
values.projets = '500+'

describe('fillSettings', () => {
  it('replaces each known token, wherever it stands and as often as it appears', () => {
    expect(fillSettings('{projets} projets', values)).toBe('500+ projets')
    expect(fillSettings('Appeler le {telephone}, ou le {telephone}', values)).toBe('Appeler le 02 35 00 00 00, ou le 02 35 00 00 00')
  })

  it('fills every token the settings offer, digits in its name included', () => {
    for (const token of Object.keys(settingsTokens))
      expect(fillSettings(`De {${token}}.`, values)).toBe(`De ${values[token as keyof SettingsValues]}.`)
  })

  it('leaves text without tokens and unknown braces as written', () => {
    expect(fillSettings('3 générations', values)).toBe('3 générations')
    expect(fillSettings('{inconnu} et {Telephone}', values)).toBe('{inconnu} et {Telephone}')
  })
})

describe('fillSettingsHref', () => {
  it('makes a tel: link of the phone number with only the digits dialled', () => {
    expect(fillSettingsHref('tel:{telephone}', values)).toBe('tel:0235000000')
  })

  it('leaves other links as written', () => {
    expect(fillSettingsHref('/etude-gratuite', values)).toBe('/etude-gratuite')
  })
})

describe('settingsValuesOf', () => {
  const site = {
    companyName: 'Combles',
    phone: '02 35 00 00 00',
    hours: 'Du lundi au vendredi',
    figures: {
      foundingYear: 1949,
      projectsDone: '500+',
      satisfied: '98 %',
      responseDelay: '24 à 48 h',
      quoteDelay: '7 jours',
      valueGain: '+20 %',
      worksDuration: '3 à 5 semaines',
      googleRating: '4,8/5',
      contactRating: '4,9/5',
      contactReviews: '124',
      staff: '30+',
      agencies: '3',
      serviceArea: [
        { region: 'Normandie', departments: ['76'] },
        { region: 'Hauts-de-France', departments: ['59'] },
        { region: 'Île-de-France', departments: ['75'] },
      ],
    },
    priceGrid: { plancher: { low: 1200, high: 1400 }, moyen: { low: 1300, high: 1600 }, premium: { low: 1500, high: 1900 } },
  }

  it('derives the years of experience from the founding year, rounded down to five', () => {
    expect(settingsValuesOf(site, 2026)['annees-experience']).toBe('75+')
    expect(settingsValuesOf(site, 2023)['annees-experience']).toBe('70+')
    expect(settingsValuesOf(site, 2026)['annee-fondation']).toBe('1949')
  })

  it('names the regions served as a French list, and the hours in lower case', () => {
    const values = settingsValuesOf(site, 2026)
    expect(values.regions).toBe('Normandie, Hauts-de-France et Île-de-France')
    expect(values.horaires).toBe('du lundi au vendredi')
  })

  it('promises the largest total of the aid tool, and the surface it is worked out for', () => {
    expect(settingsValuesOf(site, 2026)['aides-max']).toBe('1 100 €')
    expect(settingsValuesOf(site, 2026)['aides-surface']).toBe('30 m²')
  })

  it('gives the price per m² from the grid, the lowest low to the highest high', () => {
    expect(settingsValuesOf(site, 2026)['prix-m2']).toBe('1 200 à 1 900 €')
  })
})

describe('withSettings', () => {
  it('fills every string of a document but identifiers, and dials a tel: link', () => {
    const layout = [{ blockType: 'hero', id: '{projets}', title: '{projets} projets', link: { href: 'tel:{telephone}' } }]
    expect(withSettings(layout, values)).toEqual([
      { blockType: 'hero', id: '{projets}', title: '500+ projets', link: { href: 'tel:0235000000' } },
    ])
  })
})
