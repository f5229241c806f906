import { verifyBookingToken } from '@/appointments/rules/bookingToken'
import { getPayloadClient } from '@/lib/payload'
import type { FormOrigin } from '@/rules/formOrigins'
import { leadForms } from './registry'
import type { StoredLead } from './shared/storedLeadAddress'

/**
 * The lead a results page names by its booking token (a form posted without scripts lands there), its answers
 * read back through the form's schema; null when the token is missing, forged or expired, when the lead came
 * from another form, or when its answers are gone (erased after the retention period).
 */
export async function storedLead(origin: FormOrigin, bookingToken: unknown): Promise<StoredLead | null> {
  if (typeof bookingToken !== 'string') return null
  const payload = await getPayloadClient()
  const grant = verifyBookingToken(payload.secret, bookingToken)
  if (!grant) return null
  const lead = await payload
    .findByID({ collection: 'leads', id: grant.leadId, depth: 0, overrideAccess: true, select: { formOrigin: true, formData: true } })
    .catch(() => null)
  if (lead?.formOrigin !== origin) return null
  const answers = leadForms[origin].schema.safeParse(lead.formData)
  return answers.success ? { answers: answers.data, bookingToken } : null
}
