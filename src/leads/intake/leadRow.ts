import type { Lead } from '@/payload-types'
import { normalisedEmail } from '@/leads/rules/normalisedEmail'
import { phoneKey } from '@/leads/rules/phoneKey'

/** A validated submission, as the leads collection stores it. */
export type NewLead = Pick<
  Lead,
  'formOrigin' | 'status' | 'suspectedSpam' | 'name' | 'email' | 'phone' | 'postalCode' | 'message' | 'formData' | 'submissionId'
> & {
  source: Required<NonNullable<Lead['source']>>
  proof: { formVersion: string; page: string; submittedAt: string; marketingConsent: boolean }
}

/**
 * The row the lead endpoint writes, column by column of Payload's leads table (groups flattened with an
 * underscore). E-mail and phone key go through the same rules as the collection's field hooks. Every column
 * of the table is either here or in staffOnlyLeadColumns: tests/integration/leadColumns.test.ts fails
 * for a new field until it is written by the endpoint or declared staff-only.
 */
export const leadColumns = {
  form_origin: (lead: NewLead) => lead.formOrigin,
  status: (lead: NewLead) => lead.status,
  suspected_spam: (lead: NewLead) => lead.suspectedSpam ?? false,
  name: (lead: NewLead) => lead.name,
  email: (lead: NewLead) => normalisedEmail(lead.email),
  phone: (lead: NewLead) => lead.phone ?? '',
  phone_key: (lead: NewLead) => phoneKey(lead.phone),
  postal_code: (lead: NewLead) => lead.postalCode ?? '',
  message: (lead: NewLead) => lead.message ?? '',
  form_data: (lead: NewLead) => JSON.stringify(lead.formData ?? {}),
  source_page: (lead: NewLead) => lead.source.page,
  source_referrer: (lead: NewLead) => lead.source.referrer,
  source_utm_source: (lead: NewLead) => lead.source.utmSource,
  source_utm_medium: (lead: NewLead) => lead.source.utmMedium,
  source_utm_campaign: (lead: NewLead) => lead.source.utmCampaign,
  source_utm_term: (lead: NewLead) => lead.source.utmTerm,
  source_utm_content: (lead: NewLead) => lead.source.utmContent,
  proof_form_version: (lead: NewLead) => lead.proof.formVersion,
  proof_page: (lead: NewLead) => lead.proof.page,
  proof_submitted_at: (lead: NewLead) => lead.proof.submittedAt,
  proof_marketing_consent: (lead: NewLead) => lead.proof.marketingConsent,
  submission_id: (lead: NewLead) => lead.submissionId ?? null,
}

/**
 * Columns a visitor's submission never sets: PostgreSQL's defaults and triggers (search_text), the owner
 * (chosen by the store's own statement), or the staff's work on the lead.
 */
const staffOnlyLeadColumns = [
  'id',
  'created_at',
  'updated_at',
  'first_opened_at',
  'opened_by_id',
  'first_response_at',
  'last_contact_at',
  'anonymised_at',
  'search_text',
  'owner_id',
  'next_action_type',
  'next_action_due_at',
  'next_action_note',
  'next_action_reminded_at',
  // Set by a salesperson marking the lead Perdu.
  'lost_reason_id',
  // What a merge took from other leads into this one.
  'merged_leads',
] as const

/** Columns of the table that the lead endpoint neither writes nor declares staff-only. */
export function unmappedLeadColumns(tableColumns: readonly string[]): string[] {
  const known = new Set<string>([...Object.keys(leadColumns), ...staffOnlyLeadColumns])
  return tableColumns.filter((column) => !known.has(column))
}
