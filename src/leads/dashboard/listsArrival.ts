import type { LeadFilters, LeadRow, Viewer } from './api'
import { relatedId } from '@/leads/rules/leadChanges'
import { filterDays } from './filterDays'
import type { LeadStatus } from '@/leads/rules/leadStatus'
import { statusesOf } from '@/leads/rules/statusFilters'

/**
 * Whether a lead that has just arrived belongs in the list as currently filtered (for this viewer). A text search is
 * matched by the server only: with one, the arrival shows in the badge and counters, not in the list.
 */
export function listsArrival(
  filters: LeadFilters,
  lead: Pick<LeadRow, 'status' | 'formOrigin' | 'createdAt' | 'owner'>,
  viewer: Viewer,
): boolean {
  if (filters.search.trim()) return false
  const owner = relatedId(lead.owner)
  if (filters.owner === 'mine' && owner !== viewer.id) return false
  if (filters.owner === 'none' && owner !== null) return false
  if (/^\d{1,9}$/.test(filters.owner) && owner !== Number(filters.owner)) return false
  // A new lead has no next action yet: it belongs only under "Sans prochaine action".
  if (filters.due && filters.due !== 'missing') return false
  const statuses = statusesOf(filters.status)
  if (statuses.length && !statuses.includes(lead.status as LeadStatus)) return false
  if (filters.origin && filters.origin !== lead.formOrigin) return false
  const created = new Date(lead.createdAt)
  const days = filterDays(filters)
  return !(days.from && created < days.from) && !(days.to && created > days.to)
}
