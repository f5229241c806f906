import { addDays, parisClock, parisInstant } from './parisTime'

/**
 * When a visit's reminder goes: 10:00 (Paris) the day before the visit; null when that moment is already
 * past at booking (the confirmation has just been sent).
 */
export function reminderAt(start: Date, now: Date): Date | null {
  const at = parisInstant(addDays(parisClock(start).day, -1), 10 * 60)
  return at > now ? at : null
}
