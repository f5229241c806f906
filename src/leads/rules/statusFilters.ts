import { inProgressGroup, type LeadStatus } from './leadStatus'

/**
 * What the dashboard's status filter offers, in order. "En cours" is the counter's group (inProgressGroup:
 * the counter and the filter read the same list, so they always agree); its two statuses can still be
 * chosen one by one, under names that say which.
 */
export const statusFilters = [
  { value: 'new', label: 'Nouveau', statuses: ['new'] },
  { value: 'in-progress-group', label: 'En cours (à contacter + en cours)', statuses: inProgressGroup },
  { value: 'to-contact', label: 'À contacter', statuses: ['to-contact'] },
  { value: 'in-progress', label: 'En cours (hors à contacter)', statuses: ['in-progress'] },
  { value: 'converted', label: 'Converti', statuses: ['converted'] },
  { value: 'lost', label: 'Perdu', statuses: ['lost'] },
  { value: 'invalid', label: 'Invalide', statuses: ['invalid'] },
] as const satisfies readonly { value: string; label: string; statuses: readonly LeadStatus[] }[]

export type StatusFilter = (typeof statusFilters)[number]['value']

export const isStatusFilter = (value: unknown): value is StatusFilter => statusFilters.some((filter) => filter.value === value)

/** The statuses a filter value lists; none (no restriction) for an empty or unknown value. */
export function statusesOf(filter: string): readonly LeadStatus[] {
  return statusFilters.find((option) => option.value === filter)?.statuses ?? []
}
