import type { LeadFilters } from './api'

/** The date filters as instants: from the first millisecond of the "from" day to the last of the "to" day, in local time. */
export function filterDays(filters: Pick<LeadFilters, 'from' | 'to'>): { from?: Date; to?: Date } {
  return {
    from: filters.from ? new Date(`${filters.from}T00:00:00`) : undefined,
    to: filters.to ? new Date(`${filters.to}T23:59:59.999`) : undefined,
  }
}
