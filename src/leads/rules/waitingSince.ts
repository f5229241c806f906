const NBSP = '\u00a0'
const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

/**
 * How long a lead has waited since an instant, as staff read it: « depuis 45 min », « depuis 3 h »,
 * « depuis 1 jour », « depuis 25 jours ». Whole units, rounded down (23 h 59 is « depuis 23 h »), never
 * under a minute; a non-breaking space keeps the number with its unit. '' for an unreadable date.
 */
export function waitingSince(since: string | Date, now: Date): string {
  const start = new Date(since).getTime()
  if (Number.isNaN(start)) return ''
  const elapsed = Math.max(0, now.getTime() - start)
  if (elapsed < HOUR) return `depuis ${Math.max(1, Math.floor(elapsed / MINUTE))}${NBSP}min`
  if (elapsed < DAY) return `depuis ${Math.floor(elapsed / HOUR)}${NBSP}h`
  const days = Math.floor(elapsed / DAY)
  return `depuis ${days}${NBSP}${days > 1 ? 'jours' : 'jour'}`
}
