import { PARIS, wallTimeAt } from './zonedWallTime'

/**
 * Whether a save is based on an older version than the stored one: the form sends back the `updatedAt` it
 * was loaded with (and after each of its own saves, the new one), so an earlier time means someone else
 * saved in between and this save would wipe their words. A save without a loaded time (the API, a job,
 * the seed) is not judged.
 */
export function isStaleSave(loaded: unknown, stored: unknown): boolean {
  if (typeof loaded !== 'string' || typeof stored !== 'string') return false
  const [loadedAt, storedAt] = [Date.parse(loaded), Date.parse(stored)]
  return Number.isFinite(loadedAt) && Number.isFinite(storedAt) && loadedAt < storedAt
}

/** "10 h 42", Paris time: French typography for an hour of the day. */
export function frenchHour(instant: Date): string {
  const { hour, minute } = wallTimeAt(instant, PARIS)
  return `${hour}\u00a0h\u00a0${String(minute).padStart(2, '0')}`
}

/** The refusal an editor reads, naming when the version they would overwrite was saved. */
export function staleSaveMessage(stored: string): string {
  return `Ce document a été modifié par quelqu’un d’autre à ${frenchHour(new Date(stored))}, depuis que vous l’avez ouvert\u00a0: votre enregistrement effacerait ses changements. Copiez vos modifications, rechargez la page, puis reportez-les.`
}
