import { describe, expect, it } from 'vitest'
import type { z } from 'zod/mini'
import { aidEligibilitySteps } from '@/forms/aides-eligibilite/choices'
import { aidEligibilitySchema } from '@/forms/aides-eligibilite/schema'
import { contactSchema } from '@/forms/contact/schema'
import { savingsReleaseSchema } from '@/forms/deblocage-epargne-salariale/schema'
import { quoteSchema } from '@/forms/devis-configurateur/schema'
import { freeStudySchema } from '@/forms/etude-gratuite/schema'
import { feasibilitySteps } from '@/forms/faisabilite/choices'
import { feasibilitySchema } from '@/forms/faisabilite/schema'
import { landingFeasibilitySchema } from '@/forms/landing-faisabilite/schema'
import { optimisationSchema } from '@/forms/optimisation-espace/schema'
import { phenixSchema } from '@/forms/combles-maison-phenix/schema'
import { isStepValid } from '../harness/formChecks'
import { sampleAnswers as aid } from '@/forms/aides-eligibilite/sampleAnswers'
import { sampleAnswers as phenix } from '@/forms/combles-maison-phenix/sampleAnswers'
import { sampleAnswers as savings } from '@/forms/deblocage-epargne-salariale/sampleAnswers'
import { sampleAnswers as quote } from '@/forms/devis-configurateur/sampleAnswers'
import { atticSampleAnswers as atticStudy } from '@/forms/etude-gratuite/sampleAnswers'
import { sampleAnswers as feasibility } from '@/forms/faisabilite/sampleAnswers'
import { sampleAnswers as landingFeasibility } from '@/forms/landing-faisabilite/sampleAnswers'
import { sampleAnswers as optimisation } from '@/forms/optimisation-espace/sampleAnswers'
import { sampleContact } from '@/forms/shared/sampleContact'

/** The message zod gives for one field, or undefined when that field passes. */
function messageFor(schema: z.ZodMiniType, values: unknown, field: string): string | undefined {
  const result = schema.safeParse(values)
  return result.success ? undefined : result.error.issues.find((issue) => issue.path[0] === field)?.message
}

describe('every form accepts a complete, valid set of answers', () => {
  it.each([
    ['contact', contactSchema, { ...sampleContact, postalCode: '80000', message: 'Bonjour' }],
    ['faisabilite', feasibilitySchema, feasibility],
    ['aides-eligibilite', aidEligibilitySchema, aid],
    ['etude-gratuite', freeStudySchema, atticStudy],
    ['optimisation-espace', optimisationSchema, optimisation],
    ['deblocage-epargne-salariale', savingsReleaseSchema, savings],
    ['combles-maison-phenix', phenixSchema, phenix],
    ['devis-configurateur', quoteSchema, quote],
    ['landing faisabilite', landingFeasibilitySchema, landingFeasibility],
  ] as const)('%s', (_name, schema, values) => {
    expect((schema as z.ZodMiniType).safeParse(values).success).toBe(true)
  })
})

describe('contact fields: the French messages, to the letter', () => {
  it.each(['lea', 'lea@', 'lea@example', 'lea martin@example.fr', '@example.fr'])('refuses the e-mail %s', (email) => {
    expect(messageFor(contactSchema, { ...sampleContact, email }, 'email')).toBe('Veuillez saisir une adresse email valide')
  })

  it('accepts an e-mail with spaces around it', () => {
    expect(messageFor(contactSchema, { ...sampleContact, email: '  lea@example.fr ' }, 'email')).toBeUndefined()
  })

  it.each(['06 12 34', '061234567', '+33 6 12'])('refuses the phone %s (under 10 digits)', (phone) => {
    expect(messageFor(contactSchema, { ...sampleContact, phone }, 'phone')).toBe('Le numéro doit contenir au moins 10 chiffres')
  })

  it.each(['0612345678', '06 12 34 56 78', '06.12.34.56.78', '+33 6 12 34 56 78'])('accepts the phone %s', (phone) => {
    expect(messageFor(contactSchema, { ...sampleContact, phone }, 'phone')).toBeUndefined()
  })

  it.each(['+33 6 12 34 56 7', '1234567890', '0612 ab 345678'])(
    'refuses the phone %s (no French number) with the spec’s message',
    (phone) => {
      expect(messageFor(contactSchema, { ...sampleContact, phone }, 'phone')).toBe('Le numéro doit contenir au moins 10 chiffres')
    },
  )

  it('every form with a phone applies the same rule', () => {
    for (const [schema, values] of [
      [feasibilitySchema, feasibility],
      [aidEligibilitySchema, aid],
      [freeStudySchema, atticStudy],
      [optimisationSchema, optimisation],
      [savingsReleaseSchema, savings],
      [phenixSchema, phenix],
      [quoteSchema, quote],
    ] as const) {
      expect(messageFor(schema, { ...values, phone: '1234567890' }, 'phone')).toBe('Le numéro doit contenir au moins 10 chiffres')
      expect(messageFor(schema, { ...values, phone: '+32 470 12 34 56' }, 'phone')).toBeUndefined()
    }
  })

  it('requires a name that is not only spaces; the message stays optional', () => {
    expect(messageFor(contactSchema, { ...sampleContact, name: '   ' }, 'name')).toBeDefined()
    expect(contactSchema.safeParse({ ...sampleContact, postalCode: '80000' }).success).toBe(true)
  })

  it('refuses unknown fields (the endpoint rejects them too)', () => {
    expect(contactSchema.safeParse({ ...sampleContact, role: 'admin' }).success).toBe(false)
  })
})

describe('postal codes', () => {
  it('five digits where required (feasibility, savings, Phénix)', () => {
    for (const [schema, values] of [
      [feasibilitySchema, feasibility],
      [savingsReleaseSchema, savings],
      [phenixSchema, phenix],
    ] as const) {
      expect(messageFor(schema, { ...values, postalCode: '5900' }, 'postalCode')).toBe('Le code postal doit contenir 5 chiffres')
      expect(messageFor(schema, { ...values, postalCode: '' }, 'postalCode')).toBeDefined()
    }
  })

  it('a code typed with a space is accepted and sent as five digits, in every form that asks one', () => {
    for (const [schema, values] of [
      [feasibilitySchema, feasibility],
      [savingsReleaseSchema, savings],
      [phenixSchema, phenix],
      [freeStudySchema, atticStudy],
      [aidEligibilitySchema, aid],
      [optimisationSchema, optimisation],
      [quoteSchema, quote],
    ] as const) {
      const parsed = (schema as z.ZodMiniType).safeParse({ ...values, postalCode: '76 000' })
      expect(parsed.success).toBe(true)
      expect((parsed.data as { postalCode: string }).postalCode).toBe('76000')
      expect(messageFor(schema, { ...values, postalCode: '76 00' }, 'postalCode')).toBe('Le code postal doit contenir 5 chiffres')
    }
  })

  it('a code outside the three regions is accepted as it is (the form only adds a note)', () => {
    expect(phenixSchema.safeParse({ ...phenix, postalCode: '13001' })).toMatchObject({ success: true, data: { postalCode: '13001' } })
  })

  it('optional but five digits when given (aid, optimisation, configurator)', () => {
    for (const [schema, values] of [
      [aidEligibilitySchema, aid],
      [optimisationSchema, optimisation],
      [quoteSchema, quote],
    ] as const) {
      expect(messageFor(schema, { ...values, postalCode: '' }, 'postalCode')).toBeUndefined()
      expect(messageFor(schema, { ...values, postalCode: '59' }, 'postalCode')).toBe('Le code postal doit contenir 5 chiffres')
    }
  })
})

describe('feasibility wizard steps', () => {
  const empty = { location: '', height: '', timeline: '', name: '', email: '', phone: '', postalCode: '' }
  const step = (index: number, values: unknown) => isStepValid(feasibilitySchema, values, feasibilitySteps[index] ?? [])

  it('step 1 needs the project type', () => {
    expect(step(0, empty)).toBe(false)
    expect(step(0, { ...empty, projectType: 'Extension de maison' })).toBe(true)
  })

  it('step 2 needs the property type; the town is optional', () => {
    expect(step(1, empty)).toBe(false)
    expect(step(1, { ...empty, propertyType: 'Maison mitoyenne' })).toBe(true)
  })

  it('step 3 needs the roof type and the surface; the height is optional', () => {
    expect(step(2, { ...empty, roofType: 'Toit plat' })).toBe(false)
    expect(step(2, { ...empty, roofType: 'Toit plat', surface: '60+' })).toBe(true)
  })

  it('step 4 needs name, valid e-mail, phone and postal code', () => {
    const contact = { ...sampleContact, postalCode: '59000' }
    expect(step(3, { ...empty, ...contact })).toBe(true)
    for (const field of ['name', 'email', 'phone', 'postalCode'] as const) {
      expect(step(3, { ...empty, ...contact, [field]: '' })).toBe(false)
    }
  })
})

describe('aid eligibility wizard steps', () => {
  const step = (index: number, values: unknown) => isStepValid(aidEligibilitySchema, values, aidEligibilitySteps[index] ?? [])
  const blank = { typeLogement: '', name: '', email: '', phone: '', postalCode: '' }

  it('step 1 needs the owner type', () => {
    expect(step(0, blank)).toBe(false)
    expect(step(0, { ...blank, typeProprietaire: 'bailleur' })).toBe(true)
  })

  it('step 2 needs the main-residence answer, and the housing type from a landlord only', () => {
    expect(step(1, { ...blank, typeProprietaire: 'occupant' })).toBe(false)
    expect(step(1, { ...blank, typeProprietaire: 'occupant', logementPrincipal: false })).toBe(true)
    expect(step(1, { ...blank, typeProprietaire: 'bailleur', logementPrincipal: true })).toBe(false)
    expect(step(1, { ...blank, typeProprietaire: 'bailleur', logementPrincipal: true, typeLogement: 'appartement' })).toBe(true)
  })

  it('steps 3 and 4 need the age band and the income band', () => {
    expect(step(2, blank)).toBe(false)
    expect(step(2, { ...blank, ancienneteLogement: 5 })).toBe(true)
    expect(step(2, { ...blank, ancienneteLogement: 7 })).toBe(false)
    expect(step(3, blank)).toBe(false)
    expect(step(3, { ...blank, revenus: 'superieur' })).toBe(true)
  })

  it('step 5 needs name, e-mail and phone; the postal code may stay empty', () => {
    expect(step(4, { ...blank, ...sampleContact })).toBe(true)
    expect(step(4, { ...blank, ...sampleContact, phone: '0612' })).toBe(false)
  })
})

describe('optimisation form', () => {
  it('needs at least one room type, each once', () => {
    expect(messageFor(optimisationSchema, { ...optimisation, roomType: [] }, 'roomType')).toBe('Veuillez choisir au moins une option')
    expect(messageFor(optimisationSchema, { ...optimisation, roomType: ['Bureau', 'Bureau'] }, 'roomType')).toBeDefined()
  })

  it.each(['projectType', 'currentSpace', 'desiredSpace'])('needs %s', (field) => {
    expect(messageFor(optimisationSchema, { ...optimisation, [field]: '' }, field)).toBe('Veuillez faire un choix')
  })
})

describe('quote configurator', () => {
  it('defaults to 30 m² and the Confort finish', () => {
    const parsed = quoteSchema.parse({ ...sampleContact })
    expect(parsed).toMatchObject({ surface: 30, finish: 'moyen', technicalConstraints: false })
  })

  it.each([
    [14, false],
    [15, true],
    [100, true],
    [101, false],
  ])('surface %i m² accepted: %s', (surface, ok) => {
    expect(quoteSchema.safeParse({ ...quote, surface }).success).toBe(ok)
  })
})

describe('landing feasibility', () => {
  it.each(Object.keys(landingFeasibility))('all six answers are required: %s', (field) => {
    expect(landingFeasibilitySchema.safeParse({ ...landingFeasibility, [field]: '' }).success).toBe(false)
  })
})

describe('savings release', () => {
  it.each(['projectType', 'usePEE'])('needs %s', (field) => {
    expect(messageFor(savingsReleaseSchema, { ...savings, [field]: undefined }, field)).toBe('Veuillez faire un choix')
  })
})

describe('cross-field rules count while later steps are still empty', () => {
  it('keeps a landlord on step 2 until the housing type is chosen', () => {
    const landlord = { typeProprietaire: 'bailleur', logementPrincipal: true, typeLogement: '' }
    expect(isStepValid(aidEligibilitySchema, landlord, aidEligibilitySteps[1])).toBe(false)
    expect(isStepValid(aidEligibilitySchema, { ...landlord, typeLogement: 'maison' }, aidEligibilitySteps[1])).toBe(true)
  })
})
