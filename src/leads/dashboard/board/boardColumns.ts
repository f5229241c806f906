import { leadStatuses, type LeadStatus } from '@/leads/rules/leadStatus'
import { statusesOf } from '@/leads/rules/statusFilters'

/** Cards a column shows at first and adds on each "Afficher plus": a column never reads more than it shows. */
export const BOARD_PAGE_SIZE = 20

/** The board's columns: every status in the spec's order, or only those the status filter keeps. */
export function boardColumns(statusFilter: string): readonly LeadStatus[] {
  const kept = statusesOf(statusFilter)
  return kept.length ? leadStatuses.filter((status) => kept.includes(status)) : leadStatuses
}

/**
 * Where an arrow key sends a card: the next column to the right or left among the shown ones, or
 * nowhere at either end (no wrapping: a card is never sent from Invalide to Nouveau by accident).
 */
export function neighbourColumn(columns: readonly LeadStatus[], from: LeadStatus, key: string): LeadStatus | null {
  const step = key === 'ArrowRight' ? 1 : key === 'ArrowLeft' ? -1 : 0
  if (!step) return null
  const index = columns.indexOf(from)
  if (index < 0) return null
  return columns[index + step] ?? null
}
