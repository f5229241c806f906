import { describe, expect, it } from 'vitest'
import { figureMentions, textsOf } from '../harness/figureMentions'

const said = (text: string) => figureMentions(text).map(({ figure, value }) => `${figure}=${value}`)

describe('figureMentions', () => {
  it('finds each contradiction the site used to have', () => {
    expect(said('800+ projets réalisés')).toEqual(['projects=800+'])
    expect(said('plus de 3 000 projets')).toEqual(['projects=3 000'])
    expect(said('15+ ans d’expérience')).toEqual(['years=15+'])
    expect(said('Entreprise familiale depuis 1949')).toEqual(['foundingYear=1949'])
    expect(said('98% de clients satisfaits')).toEqual(['satisfied=98%'])
    expect(said('+30% de valeur pour le bien')).toEqual(['valueGain=+30%'])
    expect(said('Une véranda valorise votre bien jusqu’à 20 %.')).toEqual(['valueGain=20 %'])
    expect(said('Réponse à vos e-mails sous 2 heures')).toEqual(['responseDelay=2 heures'])
    expect(said('recevez un devis détaillé sous 24h')).toEqual(['responseDelay=24h', 'quoteDelay=24h'])
    expect(said('Travaux en 21 à 28 jours')).toEqual(['worksDuration=21 à 28 jours'])
    expect(said('21-28 j de travaux')).toEqual(['worksDuration=21-28 j'])
  })

  it('leaves other numbers alone', () => {
    expect(said('Développé depuis 2010, posé par l’intérieur')).toEqual([])
    expect(said('Des fonds en 3 à 6 semaines, 76 500 € de budget')).toEqual([])
  })
})

describe('textsOf', () => {
  it('reads a figure card as one statement, without its identifiers', () => {
    expect(textsOf({ id: 'abc123', value: '500+', label: 'projets réalisés' })).toEqual([
      '500+ projets réalisés',
      '500+',
      'projets réalisés',
    ])
  })
})
