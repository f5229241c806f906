import { formOriginLabels } from '@/forms/registry'
import type { FormOrigin } from '@/rules/formOrigins'
import { normalisedEmail } from './normalisedEmail'

/** What the merge looks at of the two leads. */
export type MergedLead = {
  id: number
  email: string
  phoneKey: string | null
  createdAt: string | Date
  formOrigin: string
  anonymisedAt?: string | Date | null
}

/**
 * Why two leads cannot be merged, or null when they can: two distinct leads, neither anonymised, of the same
 * person (the same e-mail, or the same phone once normalised), as « Déjà connu » finds them.
 */
export function mergeRefusal(kept: MergedLead | undefined, merged: MergedLead | undefined): string | null {
  if (!kept || !merged) return 'Lead inconnu.'
  if (kept.id === merged.id) return 'Un lead ne peut pas être fusionné avec lui-même.'
  if (kept.anonymisedAt || merged.anonymisedAt) return 'Un lead anonymisé ne peut pas être fusionné.'
  const sameEmail = normalisedEmail(kept.email) === normalisedEmail(merged.email)
  const samePhone = Boolean(kept.phoneKey) && kept.phoneKey === merged.phoneKey
  return sameEmail || samePhone ? null : 'Ces deux leads ne sont pas de la même personne (ni le même e-mail, ni le même téléphone).'
}

const day = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeZone: 'Europe/Paris' })

/** How the kept lead's history names the lead merged into it: « Lead n° 12 du 3 mars 2026 (Contact), jean@exemple.fr ». */
export function mergedLeadSummary(merged: Pick<MergedLead, 'id' | 'createdAt' | 'formOrigin' | 'email'>): string {
  const origin = formOriginLabels[merged.formOrigin as FormOrigin] ?? merged.formOrigin
  return `Lead n° ${merged.id} du ${day.format(new Date(merged.createdAt))} (${origin}), ${merged.email}`
}

/**
 * What the admin picks, one by one, when merging: each contact field, the message, and the form's answers
 * (the form and its answers go together: answers read only by their own form's wording).
 */
export const mergeFields = ['name', 'email', 'phone', 'postalCode', 'message', 'answers'] as const
export type MergeField = (typeof mergeFields)[number]
export type MergeSide = 'kept' | 'merged'
export type MergePicks = Record<MergeField, MergeSide>

export const mergeFieldLabels: Record<MergeField, string> = {
  name: 'Nom',
  email: 'E-mail',
  phone: 'Téléphone',
  postalCode: 'Code postal',
  message: 'Message',
  answers: 'Réponses du formulaire',
}

/** What a merge reads and writes of each lead: what the person gave, and where and when. */
export type MergeLeadValues = {
  id: number
  createdAt: string | Date
  formOrigin: string
  name: string
  email: string
  phone?: string | null
  postalCode?: string | null
  street?: string | null
  town?: string | null
  message?: string | null
  formData?: unknown
  source?: unknown
  proof?: unknown
}

/** The values a merge writes on the kept lead. */
export type MergedValues = Pick<
  MergeLeadValues,
  'name' | 'email' | 'phone' | 'postalCode' | 'street' | 'town' | 'message' | 'formOrigin' | 'formData'
>

/**
 * One lead merged into the kept lead, stored on it (`mergedLeads`): everything the person sent with it, and
 * the kept lead's values it replaced, so that nothing either lead said is lost.
 */
export type MergeRecord = {
  lead: number
  createdAt: string
  mergedAt: string
  mergedBy: string
  formOrigin: string
  name: string
  email: string
  phone: string | null
  postalCode: string | null
  street?: string | null
  town?: string | null
  message: string | null
  formData: unknown
  source: unknown
  proof: unknown
  /** The kept lead's values this merge replaced by the merged lead's. */
  replaced: Partial<MergedValues>
}

const trimmed = (value: string | null | undefined) => (value ?? '').trim()

const blankAnswers = (value: unknown) =>
  value === null || value === undefined || (typeof value === 'object' && Object.keys(value as object).length === 0)

const isEmpty = (lead: MergeLeadValues, field: MergeField) =>
  field === 'answers' ? blankAnswers(lead.formData) : trimmed(lead[field]) === ''

const valuesOf = (lead: MergeLeadValues, field: MergeField): Partial<MergedValues> =>
  field === 'answers' ? { formOrigin: lead.formOrigin, formData: lead.formData ?? null } : { [field]: lead[field] ?? null }

const sameValue = (kept: MergeLeadValues, merged: MergeLeadValues, field: MergeField) =>
  field === 'answers'
    ? kept.formOrigin === merged.formOrigin && JSON.stringify(kept.formData ?? null) === JSON.stringify(merged.formData ?? null)
    : field === 'email'
      ? normalisedEmail(kept.email) === normalisedEmail(merged.email)
      : trimmed(kept[field]) === trimmed(merged[field])

/**
 * The choice offered by default, per field: the newest lead's value unless it is empty, then the other's
 * (the person's latest words are usually the right ones; an empty field never wipes a given one).
 */
export function defaultMergePicks(kept: MergeLeadValues, merged: MergeLeadValues): MergePicks {
  const newer: MergeSide = new Date(merged.createdAt).getTime() > new Date(kept.createdAt).getTime() ? 'merged' : 'kept'
  const older: MergeSide = newer === 'merged' ? 'kept' : 'merged'
  const lead = { kept, merged }
  const picks = {} as MergePicks
  for (const field of mergeFields) picks[field] = isEmpty(lead[newer], field) && !isEmpty(lead[older], field) ? older : newer
  return picks
}

/** The admin's picks as sent (any field left out, or not 'kept'/'merged', takes the default). */
export function mergePicksFrom(given: unknown, defaults: MergePicks): MergePicks {
  const picks = { ...defaults }
  if (typeof given !== 'object' || given === null) return picks
  for (const field of mergeFields) {
    const side = (given as Record<string, unknown>)[field]
    if (side === 'kept' || side === 'merged') picks[field] = side
  }
  return picks
}

/** One history line of the merge: a contact field replaced, in the history's words. */
export type MergeHistoryLine = { field: 'name' | 'email' | 'phone' | 'postalCode' | 'merge'; before: string; after: string }

/**
 * A merge's outcome: the values written on the kept lead, the record of the merged lead kept beside them
 * (its own words, and the kept values replaced), and the history lines: one per contact field replaced,
 * then one naming the merged lead and what was taken from it (a field equal on both sides is no change).
 */
export function mergeOutcome(
  kept: MergeLeadValues,
  merged: MergeLeadValues,
  picks: MergePicks,
  mergedAt: Date,
  mergedBy: string,
): { values: MergedValues; record: MergeRecord; history: MergeHistoryLine[] } {
  // The visit's address given on one lead only is the kept lead's after the merge: the kept lead's own when it has one.
  const addressFrom = trimmed(kept.street) ? kept : merged
  const values: MergedValues = {
    name: kept.name,
    email: kept.email,
    phone: kept.phone ?? null,
    postalCode: kept.postalCode ?? null,
    street: addressFrom.street ?? null,
    town: addressFrom.town ?? null,
    message: kept.message ?? null,
    formOrigin: kept.formOrigin,
    formData: kept.formData ?? null,
  }
  const replaced: Partial<MergedValues> = {}
  const history: MergeHistoryLine[] = []
  const taken: MergeField[] = []
  for (const field of mergeFields) {
    if (picks[field] !== 'merged' || sameValue(kept, merged, field)) continue
    Object.assign(replaced, valuesOf(kept, field))
    Object.assign(values, valuesOf(merged, field))
    taken.push(field)
    if (field !== 'message' && field !== 'answers')
      history.push({ field, before: trimmed(kept[field]) || '(vide)', after: trimmed(merged[field]) || '(vide)' })
  }
  const record: MergeRecord = {
    lead: merged.id,
    createdAt: new Date(merged.createdAt).toISOString(),
    mergedAt: mergedAt.toISOString(),
    mergedBy,
    formOrigin: merged.formOrigin,
    name: merged.name,
    email: merged.email,
    phone: merged.phone ?? null,
    postalCode: merged.postalCode ?? null,
    street: merged.street ?? null,
    town: merged.town ?? null,
    message: merged.message ?? null,
    formData: merged.formData ?? null,
    source: merged.source ?? null,
    proof: merged.proof ?? null,
    replaced,
  }
  const takenWords = taken.map((field) => mergeFieldLabels[field].toLowerCase()).join(', ')
  history.push({
    field: 'merge',
    before: mergedLeadSummary(merged),
    after: taken.length ? `Fusionné dans ce lead (repris de ce lead\u00a0: ${takenWords})` : 'Fusionné dans ce lead',
  })
  return { values, record, history }
}
