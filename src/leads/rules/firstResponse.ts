import { userHasRole } from '@/access/roles'
import { contactTime } from './contactTime'

/** Who acts on a lead (Payload's signed-in user, or part of it). */
export type LeadActor = { id: number | string; role?: string | null; collection?: string } | null | undefined

/**
 * A lead's first response is its owner's first contact: the owner opening it, or the owner logging a done
 * activity, whichever comes first. When nobody owns the lead, any salesperson's contact answers it. Anyone
 * else (an admin, another salesperson) reading or handling the lead answers nothing: the lead stays in its
 * owner's "Nouveau" list and the response figures credit nobody but the owner.
 */
export function answersLead(actor: LeadActor, ownerId: number | null): boolean {
  if (!userHasRole(actor, 'sales')) return false
  return ownerId === null || Number(actor!.id) === ownerId
}

/**
 * Whether an activity logged at `loggedAt` is a contact made (a response), not one planned: the same rule
 * as the last contact (contactTime), dated no later than the day it was logged, in Paris.
 */
export const isDoneActivity = (activityDate: Date, loggedAt: Date): boolean => contactTime(activityDate, loggedAt) !== null

/** Minutes from a lead's arrival to its first response; null while it has none. */
export function responseMinutes(createdAt: string, firstResponseAt: string | null | undefined): number | null {
  if (!firstResponseAt) return null
  const minutes = (Date.parse(firstResponseAt) - Date.parse(createdAt)) / 60_000
  return Number.isFinite(minutes) ? Math.max(0, Math.round(minutes)) : null
}
