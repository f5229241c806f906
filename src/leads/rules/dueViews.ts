import { instantOfWallTime, PARIS, wallTimeAt } from '@/rules/zonedWallTime'

/** The dashboard's views of next actions, by due date, in the company's time zone (Paris). */
export const dueViews = [
  { value: 'overdue', label: 'En retard' },
  { value: 'today', label: 'Aujourd’hui' },
  { value: 'week', label: 'Cette semaine' },
  { value: 'missing', label: 'Sans prochaine action' },
] as const

export type DueView = (typeof dueViews)[number]['value']

export const isDueView = (value: unknown): value is DueView => dueViews.some((view) => view.value === value)

/** The Paris calendar date and weekday (0 = Monday) at an instant. */
function parisClock(at: Date) {
  const { year, month, day } = wallTimeAt(at, PARIS)
  return { year, month, day, weekday: (new Date(Date.UTC(year, month - 1, day)).getUTCDay() + 6) % 7 }
}

/** The instant of a Paris wall-clock time on a Paris calendar date (days may overflow: 32 March is 1 April). */
export const parisTime = (year: number, month: number, day: number, hour = 0, minute = 0): Date =>
  instantOfWallTime({ year, month, day, hour, minute }, PARIS)

/** The instant of midnight, Paris time, on a Paris calendar date. */
export const parisMidnight = (year: number, month: number, day: number): Date => parisTime(year, month, day)

/** The Paris calendar date at an instant. */
export function parisDate(at: Date): { year: number; month: number; day: number } {
  const { year, month, day } = parisClock(at)
  return { year, month, day }
}

/**
 * The due-date window of a view at `now`: En retard is due before now; Aujourd'hui, today in Paris;
 * Cette semaine, Monday 00:00 to next Monday 00:00 in Paris. "Sans prochaine action" has no window.
 */
export function dueWindow(view: DueView, now: Date): { from?: Date; before?: Date } {
  if (view === 'overdue') return { before: now }
  if (view === 'missing') return {}
  const { year, month, day, weekday } = parisClock(now)
  if (view === 'today') return { from: parisMidnight(year, month, day), before: parisMidnight(year, month, day + 1) }
  return { from: parisMidnight(year, month, day - weekday), before: parisMidnight(year, month, day - weekday + 7) }
}

/** Whether a due date has passed. */
export const isOverdue = (dueAt: string | null | undefined, now: Date): boolean => Boolean(dueAt && Date.parse(dueAt) < now.getTime())
