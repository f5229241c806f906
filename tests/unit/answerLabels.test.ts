import { describe, expect, it } from 'vitest'
import { aidEligibilityForm } from '@/forms/aides-eligibilite/definition'
import { dwellingAges, housingTypes, incomeBands, ownerTypes } from '@/forms/aides-eligibilite/choices'
import { savingsReleaseForm } from '@/forms/deblocage-epargne-salariale/definition'
import { peeAnswers, savingsProjectTypes } from '@/forms/deblocage-epargne-salariale/choices'
import { quoteForm } from '@/forms/devis-configurateur/definition'
import { finishLevels } from '@/forms/devis-configurateur/choices'

const aidWords = aidEligibilityForm.answerWords
const savingsWords = savingsReleaseForm.answerWords

describe('answer words of each form', () => {
  it('words the income bands as the aid form offers them', () => {
    expect(aidWords.revenus).toEqual({
      tres_modeste: 'Moins de 25 000 €/an',
      modeste: '25 000 - 35 000 €/an',
      intermediaire: '35 000 - 50 000 €/an',
      superieur: 'Plus de 50 000 €/an',
    })
  })

  it('words the PEE answers of the savings-release form', () => {
    expect(savingsWords.usePEE).toEqual({ oui: 'Oui', non: 'Non', 'ne-sais-pas': 'Je ne sais pas' })
  })

  it('words the dwelling age codes of the aid form', () => {
    expect(aidWords.ancienneteLogement).toEqual({ 1: 'Moins de 2 ans', 5: '2 à 15 ans', 20: 'Plus de 15 ans' })
  })

  it('words the owner and housing types of the aid form', () => {
    expect(aidWords.typeProprietaire).toEqual({ occupant: 'Propriétaire occupant', bailleur: 'Propriétaire bailleur' })
    expect(aidWords.typeLogement).toEqual({ maison: 'Maison', appartement: 'Appartement' })
  })

  it('words the savings-release project codes', () => {
    expect(savingsWords.projectType).toEqual({
      combles: 'Aménagement de combles',
      extension: 'Extension de maison',
      veranda: 'Véranda / pergola',
      fenetre: 'Fenêtres de toit',
    })
  })

  it('names the finishes of the quote configurator', () => {
    expect(quoteForm.answerWords.finish).toEqual({ plancher: 'Essentiel', moyen: 'Confort', premium: 'Premium' })
  })

  it('has words for every code of the forms, and no more', () => {
    expect(Object.keys(aidWords.revenus)).toEqual([...incomeBands])
    expect(Object.keys(savingsWords.usePEE)).toEqual([...peeAnswers])
    expect(Object.keys(aidWords.ancienneteLogement)).toEqual(dwellingAges.map(String))
    expect(Object.keys(aidWords.typeProprietaire)).toEqual([...ownerTypes])
    expect(Object.keys(aidWords.typeLogement)).toEqual([...housingTypes])
    expect(Object.keys(savingsWords.projectType)).toEqual([...savingsProjectTypes])
    expect(Object.keys(quoteForm.answerWords.finish)).toEqual([...finishLevels])
  })
})
