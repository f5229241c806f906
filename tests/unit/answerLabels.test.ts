import { describe, expect, it } from 'vitest'
import { dwellingAges, housingTypes, incomeBands, ownerTypes } from '@/forms/aides-eligibilite/schema'
import { peeAnswers, savingsProjectTypes } from '@/forms/deblocage-epargne-salariale/schema'
import {
  dwellingAgeLabels,
  housingTypeLabels,
  incomeLabels,
  ownerTypeLabels,
  peeLabels,
  savingsProjectLabels,
} from '@/rules/answerLabels'

describe('answer labels', () => {
  it('words the income bands as the form offers them', () => {
    expect(incomeLabels).toEqual({
      tres_modeste: 'Moins de 25 000 €/an',
      modeste: '25 000 - 35 000 €/an',
      intermediaire: '35 000 - 50 000 €/an',
      superieur: 'Plus de 50 000 €/an',
    })
  })

  it('words the PEE answers', () => {
    expect(peeLabels).toEqual({ oui: 'Oui', non: 'Non', 'ne-sais-pas': 'Je ne sais pas' })
  })

  it('words the dwelling age codes', () => {
    expect(dwellingAgeLabels).toEqual({ 1: 'Moins de 2 ans', 5: '2 à 15 ans', 20: 'Plus de 15 ans' })
  })

  it('words the owner and housing types', () => {
    expect(ownerTypeLabels).toEqual({ occupant: 'Propriétaire occupant', bailleur: 'Propriétaire bailleur' })
    expect(housingTypeLabels).toEqual({ maison: 'Maison', appartement: 'Appartement' })
  })

  it('words the savings-release project codes', () => {
    expect(savingsProjectLabels).toEqual({
      combles: 'Aménagement de combles',
      extension: 'Extension de maison',
      veranda: 'Véranda / pergola',
      fenetre: 'Fenêtres de toit',
    })
  })

  it('has a label for every code of the forms, and no more', () => {
    expect(Object.keys(incomeLabels)).toEqual([...incomeBands])
    expect(Object.keys(peeLabels)).toEqual([...peeAnswers])
    expect(Object.keys(dwellingAgeLabels)).toEqual(dwellingAges.map(String))
    expect(Object.keys(ownerTypeLabels)).toEqual([...ownerTypes])
    expect(Object.keys(housingTypeLabels)).toEqual([...housingTypes])
    expect(Object.keys(savingsProjectLabels)).toEqual([...savingsProjectTypes])
  })
})
