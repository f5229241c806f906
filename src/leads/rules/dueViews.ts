/** The dashboard's views of next actions, by due date, in the company's time zone (Paris). */
export const dueViews = [
  { value: 'overdue', label: 'En retard' },
  { value: 'today', label: 'Aujourd’hui' },
  { value: 'week', label: 'Cette semaine' },
  { value: 'missing', label: 'Sans prochaine action' },
] as const

export type DueView = (typeof dueViews)[number]['value']

export const isDueView = (value: unknown): value is DueView => dueViews.some((view) => view.value === value)

const parts = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Paris',
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  weekday: 'short',
})

/** The Paris calendar date, weekday (0 = Monday) and UTC offset (ms) at an instant. */
function parisClock(at: Date) {
  const values = Object.fromEntries(parts.formatToParts(at).map((part) => [part.type, part.value]))
  const wall = Date.UTC(+values.year!, +values.month! - 1, +values.day!, +values.hour!, +values.minute!, +values.second!)
  const weekday = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].indexOf(values.weekday!)
  return { year: +values.year!, month: +values.month!, day: +values.day!, weekday, offset: wall - Math.floor(at.getTime() / 1000) * 1000 }
}

/** The instant of a Paris wall-clock time on a Paris calendar date (days may overflow: 32 March is 1 April). */
export function parisTime(year: number, month: number, day: number, hour = 0, minute = 0): Date {
  const guess = Date.UTC(year, month - 1, day, hour, minute)
  // The offset at the guess, then at the result: right on both sides of a change to or from summer time.
  const first = guess - parisClock(new Date(guess)).offset
  return new Date(guess - parisClock(new Date(first)).offset)
}

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
