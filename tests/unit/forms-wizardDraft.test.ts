import { describe, expect, it } from 'vitest'
import { aidEligibilitySteps } from '@/forms/aides-eligibilite/choices'
import { aidEligibilitySchema } from '@/forms/aides-eligibilite/schema'
import { projectSpecificDefaults } from '@/forms/etude-gratuite/projectAnswers'
import { freeStudySteps } from '@/forms/etude-gratuite/choices'
import { freeStudySchema } from '@/forms/etude-gratuite/schema'
import { feasibilitySteps } from '@/forms/faisabilite/choices'
import { feasibilitySchema } from '@/forms/faisabilite/schema'
import type { z } from 'zod/mini'
import type { FormValues } from '@/forms/shared/formStore'
import { checkWizardDraft, readWizardDraftShape } from '@/forms/shared/parseWizardDraft'

const feasibilityStart = { location: '', height: '', timeline: '', name: '', email: '', phone: '', postalCode: '' }
const feasibility = { schema: feasibilitySchema, steps: feasibilitySteps, initialValues: feasibilityStart }
const draft = (step: unknown, values: unknown) => JSON.stringify({ step, values })

type Form = { schema: z.ZodMiniType; steps: readonly (readonly string[])[]; initialValues: FormValues }
/** What useWizardDraft ends with: the draft as written, then as the schema judges it. */
function parseWizardDraft(raw: string | null, form: Form) {
  const shape = readWizardDraftShape(raw, form)
  return shape && checkWizardDraft(shape, form)
}

describe('a wizard draft read back', () => {
  it('gives back the step and the answers the visitor had', () => {
    const values = { projectType: 'Extension de maison', propertyType: 'Maison mitoyenne', name: 'Léa' }
    expect(parseWizardDraft(draft(3, values), feasibility)).toEqual({ step: 3, values: { ...feasibilityStart, ...values } })
    // A town typed where the wizard asked it before: it now asks the place once, as the postal code.
    expect(parseWizardDraft(draft(3, { ...values, location: 'Lille' }), feasibility)?.values.location).toBe('')
  })

  it('drops an answer the form no longer offers and keeps the others', () => {
    const values = { projectType: 'Piscine', propertyType: 'Maison mitoyenne', location: 42 }
    expect(parseWizardDraft(draft(1, values), feasibility)).toEqual({
      step: 1,
      values: { ...feasibilityStart, propertyType: 'Maison mitoyenne' },
    })
  })

  it('keeps what the visitor was typing, finished or not, at the step they were on', () => {
    const chosen = { projectType: 'Extension de maison', propertyType: 'Maison individuelle', roofType: 'Toit plat', surface: '20-40' }
    const typing = { name: 'Marie Lefebvre', email: 'marie.lefebvre@ora', phone: '06 12 34', postalCode: '80' }
    expect(parseWizardDraft(draft(4, { ...chosen, ...typing }), feasibility)).toEqual({
      step: 4,
      values: { ...feasibilityStart, ...chosen, ...typing },
    })
    // Not a text, or far longer than any field: not the visitor's typing.
    expect(parseWizardDraft(draft(4, { ...chosen, email: ['a'], name: 'x'.repeat(5001) }), feasibility)?.values).toMatchObject({
      email: '',
      name: '',
    })
  })

  it('keeps no field the form does not have, whatever its value', () => {
    const raw = '{"step":1,"values":{"projectType":"Extension de maison","website":"spam","submissionId":"0f","__proto__":{"x":1}}}'
    const restored = parseWizardDraft(raw, feasibility)
    expect(restored?.values).toEqual({ ...feasibilityStart, projectType: 'Extension de maison' })
    expect(Object.getPrototypeOf(restored?.values)).toBe(Object.prototype)
  })

  it('goes back to the first step no longer complete, and stays within the steps', () => {
    expect(parseWizardDraft(draft(3, { projectType: 'Piscine', propertyType: 'Maison mitoyenne' }), feasibility)?.step).toBe(1)
    expect(parseWizardDraft(draft(9, { projectType: 'Extension de maison' }), feasibility)?.step).toBe(2)
    expect(parseWizardDraft(draft(-2, {}), feasibility)?.step).toBe(1)
    expect(parseWizardDraft(draft('3', { projectType: 'Extension de maison' }), feasibility)?.step).toBe(1)
    const complete = { projectType: 'Extension de maison', propertyType: 'Maison individuelle', roofType: 'Toit plat', surface: '20-40' }
    expect(parseWizardDraft(draft(9, complete), feasibility)?.step).toBe(4)
  })

  it('applies the form’s cross-field rules: a budget of another project kind is dropped', () => {
    const initialValues = { ...projectSpecificDefaults, roomsToEquip: [], windowFeatures: [], roomType: [], postalCode: '' }
    const values = { projectType: 'Véranda/Pergola', propertyType: 'Appartement', material: 'Aluminium', budget: 'Plus de 80 000 €' }
    const restored = parseWizardDraft(draft(4, values), { schema: freeStudySchema, steps: freeStudySteps, initialValues })
    expect(restored?.values).toMatchObject({ projectType: 'Véranda/Pergola', material: 'Aluminium', budget: '' })
    expect(restored?.values.propertyType).toBeUndefined()
    expect(restored?.step).toBe(2)
  })

  it('keeps booleans and numbers as the aid form codes them', () => {
    const values = { typeProprietaire: 'bailleur', logementPrincipal: false, typeLogement: 'appartement', ancienneteLogement: 1 }
    const aid = { schema: aidEligibilitySchema, steps: aidEligibilitySteps, initialValues: { typeLogement: '' } }
    expect(parseWizardDraft(draft(4, values), aid)).toEqual({ step: 4, values })
    expect(parseWizardDraft(draft(4, { ...values, ancienneteLogement: '1' }), aid)?.step).toBe(3)
  })

  it('is nothing when missing, not JSON, not a draft, or far too large', () => {
    expect(parseWizardDraft(null, feasibility)).toBeNull()
    expect(parseWizardDraft('', feasibility)).toBeNull()
    expect(parseWizardDraft('{not json', feasibility)).toBeNull()
    expect(parseWizardDraft('[1,2]', feasibility)).toBeNull()
    expect(parseWizardDraft(JSON.stringify({ step: 2, values: ['Lille'] }), feasibility)).toBeNull()
    expect(parseWizardDraft(draft(2, { location: 'x'.repeat(30_000) }), feasibility)).toBeNull()
  })
})
