import { openStatuses, type LeadStatus } from './leadStatus'

/**
 * A status group as SQL text, derived from its TypeScript list (never re-typed): `status in ('new', …)`.
 * Raw text on purpose: a partial index is used only when the query repeats its predicate, so the index
 * and the queries take the same string. The values are the typed statuses, never user input.
 */
export function statusInSql(statuses: readonly LeadStatus[], column = 'status'): string {
  return `${column} in (${statuses.map((status) => `'${status}'`).join(', ')})`
}

/** The open leads (not closed), as the reports' partial index and their "open leads by age" read them. */
export const OPEN_STATUSES_SQL = statusInSql(openStatuses)
