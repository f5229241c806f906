import { isClosedStatus, leadStatuses, type LeadStatus } from './leadStatus'

/** What a salesperson plans to do next on a lead. */
export const nextActionTypes = ['call', 'email', 'meeting', 'visit', 'quote'] as const
export type NextActionType = (typeof nextActionTypes)[number]

export const nextActionTypeLabels: Record<NextActionType, string> = {
  call: 'Appel',
  email: 'E-mail',
  meeting: 'Rendez-vous',
  visit: 'Visite technique',
  quote: 'Devis à envoyer',
}

export const isNextActionType = (value: unknown): value is NextActionType =>
  typeof value === 'string' && (nextActionTypes as readonly string[]).includes(value)

/** A lead's next action as stored (the group's three fields). */
export type NextAction = { type?: string | null; dueAt?: string | null; note?: string | null }

/** Whether a next action is set (a type and a due date). */
export const hasNextAction = (action: NextAction | null | undefined): boolean => Boolean(action?.type && action?.dueAt)

/** An open lead (neither Converti nor Invalide) with no next action planned: the list flags it. */
export const lacksNextAction = (status: unknown, action: NextAction | null | undefined): boolean =>
  !isClosedStatus(status) && !hasNextAction(action)

export const emptyNextAction = { type: null, dueAt: null, note: null } as const

export const convertedStatus = 'converted'

/**
 * Whether a change keeps the lead's next action. Perdu and Invalide end the work: never. Moving to Converti asks the
 * salesperson, who may keep it (a signed job may still need its contract sent); unless kept, the move clears it.
 * Any other change keeps what is stored or sent.
 */
export function keepsNextAction(change: { status: unknown; previousStatus: unknown; keepAsked: boolean }): boolean {
  if (isClosedStatus(change.status) && change.status !== convertedStatus) return false
  if (change.status === convertedStatus && change.previousStatus !== convertedStatus) return change.keepAsked
  return true
}

/** Whether a lead's planned action still calls for work (and a reminder): a lost or invalid lead's does not. */
export const actionStillDue = (status: unknown): boolean => !isClosedStatus(status) || status === convertedStatus

/** The statuses whose next actions are reminded. */
export const actionDueStatuses: readonly LeadStatus[] = leadStatuses.filter(actionStillDue)

const dueFormat = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/Paris' })

/** "Appel le 12 mars 2026 à 10:00 (note)", or "Aucune" when nothing is planned. */
export function describeNextAction(action: NextAction | null | undefined): string {
  if (!hasNextAction(action)) return 'Aucune'
  const label = isNextActionType(action!.type) ? nextActionTypeLabels[action!.type] : String(action!.type)
  const due = dueFormat.format(new Date(action!.dueAt!))
  const note = action!.note?.trim()
  return `${label} le ${due}${note ? ` (${note})` : ''}`
}
