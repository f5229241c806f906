/** The dataLayer event names of forms-and-back-office.md §7, plus ours for Phénix and the configurator. */
export const successEvents = {
  contact: 'contact_form_success',
  faisabilite: 'faisabilite_form_success',
  optimisation: 'optimisation_espace_form_success',
  aides: 'aides_eligibilite_form_success',
  deblocage: 'deblocage_form_success',
  etudeGratuite: 'etude_gratuite_form_success',
  phenix: 'phenix_form_success',
  devis: 'devis_configurateur_form_success',
} as const
export type SuccessEvent = (typeof successEvents)[keyof typeof successEvents]

type DataLayerWindow = { dataLayer?: unknown }

/**
 * Pushes the event only when the tag manager is there: it exists only after analytics consent,
 * so without consent no personal data leaves the page.
 */
export function trackSuccess(event: SuccessEvent, data: Record<string, unknown>, target: DataLayerWindow = window as DataLayerWindow): boolean {
  const layer = target.dataLayer
  if (!Array.isArray(layer)) return false
  layer.push({ event, ...data })
  return true
}
