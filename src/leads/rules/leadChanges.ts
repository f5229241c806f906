import { isLeadStatus, leadStatusLabels } from './leadStatus'
import { describeNextAction, type NextAction } from './nextAction'

/**
 * The history's entries: a field's change, a note or an activity edited or deleted, or a lead merged into
 * this one ('merge').
 */
export const trackedLeadFields = [
  'status',
  'lostReason',
  'owner',
  'name',
  'email',
  'phone',
  'postalCode',
  'nextAction',
  'note',
  'merge',
  'activity',
  'suspectedSpam',
  'visit',
] as const
export type TrackedLeadField = (typeof trackedLeadFields)[number]

export const trackedLeadFieldLabels: Record<TrackedLeadField, string> = {
  status: 'Statut',
  lostReason: 'Motif de perte',
  owner: 'Responsable',
  name: 'Nom',
  email: 'E-mail',
  phone: 'Téléphone',
  postalCode: 'Code postal',
  nextAction: 'Prochaine action',
  note: 'Note',
  merge: 'Fusion',
  activity: 'Activité',
  suspectedSpam: 'Spam suspecté',
  visit: 'Visite',
}

/**
 * What the anonymisation erases from a lead's history: contact values, next actions (their notes), notes,
 * activities (their comments) and merges (they name an e-mail).
 */
export const erasedInHistory: readonly TrackedLeadField[] = [
  'name',
  'email',
  'phone',
  'postalCode',
  'nextAction',
  'note',
  'activity',
  'merge',
]

type Related = number | { id: number } | null | undefined

/** The part of a lead the history looks at (a document as Payload gives it, at any depth). */
export type TrackedLead = {
  status?: string | null
  lostReason?: Related
  owner?: Related
  name?: string | null
  email?: string | null
  phone?: string | null
  postalCode?: string | null
  nextAction?: NextAction | null
  suspectedSpam?: boolean | null
}

/** One recorded change, as it reads: the field, and its value before and after, in words. */
export type LeadChange = { field: TrackedLeadField; before: string; after: string }

export const relatedId = (value: Related): number | null => (typeof value === 'object' && value ? value.id : (value ?? null))

const text = (value: string | null | undefined) => (value ?? '').trim()

const sameNextAction = (a: NextAction | null | undefined, b: NextAction | null | undefined) =>
  (a?.type ?? null) === (b?.type ?? null) &&
  (a?.dueAt ? Date.parse(a.dueAt) : null) === (b?.dueAt ? Date.parse(b.dueAt) : null) &&
  text(a?.note) === text(b?.note)

const yesNo = (value: boolean | null | undefined) => (value ? 'Oui' : 'Non')

const statusText = (status: string | null | undefined) => (isLeadStatus(status) ? leadStatusLabels[status] : text(status))

/** How the history names the users and the lost reasons it mentions, by id. */
export type HistoryNames = { owner: (id: number) => string; lostReason: (id: number) => string }

/**
 * What changed between two versions of a lead, field by field, in the history's words: statuses by
 * their labels, the owner by name ("Non attribué" for nobody), the lost reason by its label, the next
 * action as one sentence, an empty contact field as "(vide)", the spam flag as "Oui" or "Non". Fields
 * the update did not carry (undefined) are not compared.
 */
export function leadChanges(before: TrackedLead, after: TrackedLead, names: HistoryNames): LeadChange[] {
  const changes: LeadChange[] = []
  const push = (field: TrackedLeadField, from: string, to: string) => {
    if (from !== to) changes.push({ field, before: from, after: to })
  }
  if (after.status !== undefined) push('status', statusText(before.status), statusText(after.status))
  if (after.lostReason !== undefined) {
    const from = relatedId(before.lostReason)
    const to = relatedId(after.lostReason)
    if (from !== to) push('lostReason', from ? names.lostReason(from) : '(vide)', to ? names.lostReason(to) : '(vide)')
  }
  if (after.owner !== undefined) {
    const from = relatedId(before.owner)
    const to = relatedId(after.owner)
    if (from !== to) push('owner', from ? names.owner(from) : 'Non attribué', to ? names.owner(to) : 'Non attribué')
  }
  for (const field of ['name', 'email', 'phone', 'postalCode'] as const) {
    if (after[field] === undefined) continue
    push(field, text(before[field]) || '(vide)', text(after[field]) || '(vide)')
  }
  if (after.nextAction !== undefined && !sameNextAction(before.nextAction, after.nextAction)) {
    push('nextAction', describeNextAction(before.nextAction), describeNextAction(after.nextAction))
  }
  if (after.suspectedSpam !== undefined) push('suspectedSpam', yesNo(before.suspectedSpam), yesNo(after.suspectedSpam))
  return changes
}
