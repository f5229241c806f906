import type { Lead } from '@/payload-types'

/** A validated submission, as Payload's create of a lead receives it. */
export type NewLead = Pick<
  Lead,
  'formOrigin' | 'status' | 'suspectedSpam' | 'name' | 'email' | 'phone' | 'postalCode' | 'message' | 'formData' | 'submissionId'
> & {
  source: Required<NonNullable<Lead['source']>>
  proof: { formVersion: string; page: string; submittedAt: string; marketingConsent: boolean }
}
