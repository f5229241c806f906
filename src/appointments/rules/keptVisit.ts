/** A booked visit as a merge or an erasure weighs it. */
export type BookedVisit = { id: number; start: Date; end: Date }

/**
 * Which booked visits one lead keeps when two leads become one (a lead has one booked visit at most): the
 * earliest still to come, or else the latest already over; the others are cancelled, those still to come
 * with the visitor and the salesperson told. Least surprising for the visitor: the first date they were given stays.
 */
export function keptVisit(visits: readonly BookedVisit[], now: Date): { keep: number | null; cancel: BookedVisit[] } {
  const coming = visits.filter((visit) => visit.end > now).sort((a, b) => a.start.getTime() - b.start.getTime())
  const over = visits.filter((visit) => visit.end <= now).sort((a, b) => b.start.getTime() - a.start.getTime())
  const keep = coming[0] ?? over[0] ?? null
  return { keep: keep?.id ?? null, cancel: visits.filter((visit) => visit !== keep) }
}

/** The visits an erased lead gives up: those still to come (their slots are freed; past ones stay as they were). */
export const visitsToFree = (visits: readonly BookedVisit[], now: Date): BookedVisit[] => visits.filter((visit) => visit.end > now)
