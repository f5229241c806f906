import { describe, expect, it } from 'vitest'
import { contactSchema } from '@/forms/contact/schema'
import { aidEligibilitySteps } from '@/forms/aides-eligibilite/choices'
import { aidEligibilitySchema } from '@/forms/aides-eligibilite/schema'
import { feasibilitySchema } from '@/forms/faisabilite/schema'
import { freeStudySchema } from '@/forms/etude-gratuite/schema'
import { optimisationSchema } from '@/forms/optimisation-espace/schema'
import { savingsReleaseSchema } from '@/forms/deblocage-epargne-salariale/schema'
import { landingFeasibilitySchema } from '@/forms/landing-faisabilite/schema'
import { missingWording } from '@/forms/shared/missingWording'
import { missingSentence } from '@/forms/shared/missingFields'
import { missingFields } from '../harness/formChecks'

const contact = { name: 'Jean Dupont', email: 'jean@exemple.fr', phone: '06 12 34 56 78', postalCode: '80000', message: '' }

describe('missingFields', () => {
  it('is empty for a valid form', () => {
    expect(missingFields(contactSchema, contact)).toEqual([])
  })

  it('lists each refused field once, in the form’s order', () => {
    expect(missingFields(contactSchema, { ...contact, email: '', phone: '0612' })).toEqual(['email', 'phone'])
    expect(missingFields(contactSchema, { name: '', email: '', phone: '', postalCode: '', message: '' })).toEqual([
      'name',
      'email',
      'phone',
      'postalCode',
    ])
  })

  it('keeps to a step’s own fields when asked', () => {
    const step2 = aidEligibilitySteps[1]
    expect(missingFields(aidEligibilitySchema, { typeProprietaire: 'bailleur' }, step2)).toEqual(['logementPrincipal', 'typeLogement'])
    expect(missingFields(aidEligibilitySchema, { typeProprietaire: 'occupant', logementPrincipal: true }, step2)).toEqual([])
  })
})

describe('missingSentence', () => {
  it('says nothing when nothing is missing', () => {
    expect(missingSentence([], missingWording)).toBe('')
  })

  it('names the missing fields in French', () => {
    expect(missingSentence(['phone', 'postalCode'], missingWording)).toBe('Il manque : votre téléphone, votre code postal')
  })

  it('still tells a field it has no wording for, once', () => {
    expect(missingSentence(['mystery', 'other', 'name'], missingWording)).toBe('Il manque : une réponse, votre nom')
    expect(missingSentence(['toString'], {})).toBe('Il manque : une réponse')
  })

  it.each([
    ['contact', contactSchema],
    ['feasibility', feasibilitySchema],
    ['free study', freeStudySchema],
    ['aid eligibility', aidEligibilitySchema],
    ['space optimisation', optimisationSchema],
    ['savings release', savingsReleaseSchema],
    ['landing feasibility', landingFeasibilitySchema],
  ])('has a wording for every field the %s form can refuse when empty', (_form, schema) => {
    const refused = missingFields(schema, { projectType: 'Aménagement de combles', typeProprietaire: 'bailleur' })
    expect(refused.length).toBeGreaterThan(0)
    for (const name of refused) expect(missingWording).toHaveProperty(name)
  })
})
