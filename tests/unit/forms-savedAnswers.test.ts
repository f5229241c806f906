import { describe, expect, it } from 'vitest'
import { aidEligibilitySchema } from '@/forms/aides-eligibilite/schema'
import { feasibilitySchema } from '@/forms/faisabilite/schema'
import { leadForms } from '@/forms/registry'
import { parseSavedAnswers } from '@/forms/shared/savedAnswers'

const feasibility = {
  projectType: 'Aménagement de combles',
  propertyType: 'Maison individuelle',
  location: '',
  roofType: 'Toiture en pente',
  height: '> 2.50m',
  surface: '40-60',
  timeline: '',
  name: 'Léa Martin',
  email: 'lea@example.fr',
  phone: '06 12 34 56 78',
  postalCode: '59000',
}

describe('saved answers', () => {
  it('uses the keys of the specification; contact, Phénix and the configurator keep nothing', () => {
    const keys = Object.values(leadForms).flatMap((form) => (form.savedAnswers ? [[form.origin, form.savedAnswers]] : []))
    expect(Object.fromEntries(keys)).toEqual({
      'aides-eligibilite': 'aides-eligibilite-form-data',
      'deblocage-epargne-salariale': 'deblocage-form-data',
      'etude-gratuite': 'etude-gratuite-form-data',
      faisabilite: 'faisabilite-form-data',
      'optimisation-espace': 'espace-ia-form-data',
    })
  })

  it('reads back what a form saved', () => {
    expect(parseSavedAnswers(JSON.stringify(feasibility), feasibilitySchema)).toEqual(feasibility)
  })

  it.each([
    ['missing', null],
    ['empty', ''],
    ['not JSON', '{nope'],
    ['JSON of another shape', JSON.stringify({ projectType: 'Piscine' })],
    ['a JSON string', JSON.stringify('faisabilite')],
  ])('gives null when the answers are %s', (_case, raw) => {
    expect(parseSavedAnswers(raw, feasibilitySchema)).toBeNull()
  })

  it('gives null for another form’s answers', () => {
    expect(parseSavedAnswers(JSON.stringify(feasibility), aidEligibilitySchema)).toBeNull()
  })
})
