import type { LeadFormDefinition } from '../leadForm'

type DataLayerWindow = { dataLayer?: unknown }

/**
 * Pushes a form's success event (its definition's `successEvent`) only when the tag manager is
 * there: it exists only after analytics consent, so without consent no personal data leaves the page.
 */
export function trackSuccess(
  event: LeadFormDefinition['successEvent'],
  data: Record<string, unknown>,
  target: DataLayerWindow = window as DataLayerWindow,
): boolean {
  const layer = target.dataLayer
  if (!Array.isArray(layer)) return false
  layer.push({ event, ...data })
  return true
}
