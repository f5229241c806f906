import type { LeadFilters, LeadRow } from './api'
import { filterDays } from './filterDays'
import type { LeadStatus } from '@/leads/rules/leadStatus'
import { statusesOf } from '@/leads/rules/statusFilters'

/**
 * Whether a lead that has just arrived belongs in the list as currently filtered. A text search is
 * matched by the server only: with one, the arrival shows in the badge and counters, not in the list.
 */
export function listsArrival(filters: LeadFilters, lead: Pick<LeadRow, 'status' | 'formOrigin' | 'createdAt'>): boolean {
  if (filters.search.trim()) return false
  const statuses = statusesOf(filters.status)
  if (statuses.length && !statuses.includes(lead.status as LeadStatus)) return false
  if (filters.origin && filters.origin !== lead.formOrigin) return false
  const created = new Date(lead.createdAt)
  const days = filterDays(filters)
  return !(days.from && created < days.from) && !(days.to && created > days.to)
}
