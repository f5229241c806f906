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
export function mergedLeadSummary(merged: MergedLead): string {
  const origin = formOriginLabels[merged.formOrigin as FormOrigin] ?? merged.formOrigin
  return `Lead n° ${merged.id} du ${day.format(new Date(merged.createdAt))} (${origin}), ${merged.email}`
}
