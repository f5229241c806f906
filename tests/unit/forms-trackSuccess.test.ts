import { describe, expect, it } from 'vitest'
import { contactForm } from '@/forms/contact/definition'
import { savingsReleaseForm } from '@/forms/deblocage-epargne-salariale/definition'
import { leadForms } from '@/forms/registry'
import { trackSuccess } from '@/forms/shared/trackSuccess'
import { formOrigins } from '@/rules/formOrigins'

describe('trackSuccess', () => {
  it('uses the event names of the specification, one per form', () => {
    expect(Object.fromEntries(formOrigins.map((origin) => [origin, leadForms[origin].successEvent]))).toEqual({
      contact: 'contact_form_success',
      faisabilite: 'faisabilite_form_success',
      'optimisation-espace': 'optimisation_espace_form_success',
      'aides-eligibilite': 'aides_eligibilite_form_success',
      'deblocage-epargne-salariale': 'deblocage_form_success',
      'etude-gratuite': 'etude_gratuite_form_success',
      'combles-maison-phenix': 'phenix_form_success',
      'devis-configurateur': 'devis_configurateur_form_success',
    })
  })

  it('pushes nothing when there is no data layer (no analytics consent)', () => {
    const target: { dataLayer?: unknown } = {}
    expect(trackSuccess(contactForm.successEvent, { name: 'Léa' }, target)).toBe(false)
    expect(target.dataLayer).toBeUndefined()
  })

  it('pushes the event with its data when the data layer exists', () => {
    const target = { dataLayer: [] as unknown[] }
    expect(trackSuccess(savingsReleaseForm.successEvent, { name: 'Léa', use_pee: 'oui' }, target)).toBe(true)
    expect(target.dataLayer).toEqual([{ event: 'deblocage_form_success', name: 'Léa', use_pee: 'oui' }])
  })
})
