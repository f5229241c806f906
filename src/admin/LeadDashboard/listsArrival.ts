import type { LeadFilters, LeadRow } from './api'

/**
 * Whether a lead that has just arrived belongs in the list as currently filtered. A text search is
 * matched by the server only: with one, the arrival shows in the badge and counters, not in the list.
 */
export function listsArrival(filters: LeadFilters, lead: Pick<LeadRow, 'status' | 'formOrigin' | 'createdAt'>): boolean {
  if (filters.search.trim()) return false
  if (filters.status && filters.status !== lead.status) return false
  if (filters.origin && filters.origin !== lead.formOrigin) return false
  const created = new Date(lead.createdAt).getTime()
  if (filters.from && created < new Date(`${filters.from}T00:00:00`).getTime()) return false
  if (filters.to && created > new Date(`${filters.to}T23:59:59.999`).getTime()) return false
  return true
}
