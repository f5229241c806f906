import { isClosedStatus } from './leadStatus'

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
const hasNextAction = (action: NextAction | null | undefined): boolean => Boolean(action?.type && action?.dueAt)

/** An open lead (neither Converti nor Invalide) with no next action planned: the list flags it. */
export const lacksNextAction = (status: unknown, action: NextAction | null | undefined): boolean =>
  !isClosedStatus(status) && !hasNextAction(action)

export const emptyNextAction = { type: null, dueAt: null, note: null } as const

const dueFormat = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/Paris' })

/** "Appel le 12 mars 2026 à 10:00 (note)", or "Aucune" when nothing is planned. */
export function describeNextAction(action: NextAction | null | undefined): string {
  if (!hasNextAction(action)) return 'Aucune'
  const label = isNextActionType(action!.type) ? nextActionTypeLabels[action!.type] : String(action!.type)
  const due = dueFormat.format(new Date(action!.dueAt!))
  const note = action!.note?.trim()
  return `${label} le ${due}${note ? ` (${note})` : ''}`
}
