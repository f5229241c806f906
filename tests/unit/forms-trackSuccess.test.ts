import { describe, expect, it } from 'vitest'
import { successEvents, trackSuccess } from '@/forms/shared/trackSuccess'

describe('trackSuccess', () => {
  it('uses the event names of the specification', () => {
    expect(Object.values(successEvents)).toEqual([
      'contact_form_success',
      'faisabilite_form_success',
      'optimisation_espace_form_success',
      'aides_eligibilite_form_success',
      'deblocage_form_success',
      'etude_gratuite_form_success',
      'phenix_form_success',
      'devis_configurateur_form_success',
    ])
  })

  it('pushes nothing when there is no data layer (no analytics consent)', () => {
    const target: { dataLayer?: unknown } = {}
    expect(trackSuccess(successEvents.contact, { name: 'Léa' }, target)).toBe(false)
    expect(target.dataLayer).toBeUndefined()
  })

  it('pushes the event with its data when the data layer exists', () => {
    const target = { dataLayer: [] as unknown[] }
    expect(trackSuccess(successEvents.deblocage, { name: 'Léa', use_pee: 'oui' }, target)).toBe(true)
    expect(target.dataLayer).toEqual([{ event: 'deblocage_form_success', name: 'Léa', use_pee: 'oui' }])
  })
})
