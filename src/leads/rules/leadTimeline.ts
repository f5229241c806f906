/** What the panel's history lists: activities, notes and recorded changes of one lead. */
type Dated = { id: number; createdAt: string }

export type TimelineEntry<A, N, C> =
  { kind: 'activity'; at: string; item: A } | { kind: 'note'; at: string; item: N } | { kind: 'change'; at: string; item: C }

/**
 * One list, newest first, by when each entry was recorded (an activity planned for later is listed when
 * it was logged, and reads as planned). Equal times keep changes, then activities, then notes.
 */
export function leadTimeline<A extends Dated, N extends Dated, C extends Dated>(
  activities: A[],
  notes: N[],
  changes: C[],
): TimelineEntry<A, N, C>[] {
  const rank = { change: 0, activity: 1, note: 2 } as const
  const entries: TimelineEntry<A, N, C>[] = [
    ...changes.map((item) => ({ kind: 'change' as const, at: item.createdAt, item })),
    ...activities.map((item) => ({ kind: 'activity' as const, at: item.createdAt, item })),
    ...notes.map((item) => ({ kind: 'note' as const, at: item.createdAt, item })),
  ]
  return entries.sort((a, b) => Date.parse(b.at) - Date.parse(a.at) || rank[a.kind] - rank[b.kind] || b.item.id - a.item.id)
}
