import type { PostgresAdapter } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import type { Lead } from '@/payload-types'
import { normalisedEmail } from '@/leads/rules/normalisedEmail'
import { phoneKey } from '@/leads/rules/phoneKey'
import { NEW_LEAD_CHANNEL } from '../live/leadChannel'

/** A validated submission, as the leads collection stores it. */
export type NewLead = Pick<Lead, 'formOrigin' | 'status' | 'suspectedSpam' | 'name' | 'email' | 'phone' | 'postalCode' | 'message' | 'formData' | 'submissionId'> & {
  source: Required<NonNullable<Lead['source']>>
  proof: { formVersion: string; page: string; submittedAt: string; marketingConsent: boolean }
}

// Columns of Payload's leads table (groups are flattened with an underscore); every one is read back
// through Payload in tests/integration/storeLead.test.ts, so a renamed field fails there, not in production.
const columns = {
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
const names = Object.keys(columns) as (keyof typeof columns)[]
const valueCount = names.length

// One statement: the lead, the staff e-mail job and the NOTIFY that announces the lead to open
// dashboards commit together or not at all, and PostgreSQL delivers the NOTIFY only at commit.
const insertLead = `
with lead as (
  insert into leads (${names.join(', ')})
  values (${names.map((_, index) => `$${index + 1}`).join(', ')})
  on conflict (submission_id) do nothing
  returning id
), job as (
  insert into payload_jobs (input, task_slug, queue)
  select jsonb_build_object('leadId', id), 'notifyStaffOfLead', 'default' from lead
)
select id, pg_notify($${valueCount + 1}, id::text) from lead`

/**
 * Stores a lead submitted on the site, once: a sending already stored (same submission id) gives
 * back the lead it created. This is the only write anonymous visitors make, and the
 * busiest: one round trip instead of Payload's create, its re-read and the job queue's own create
 * (several milliseconds of CPU per lead). Leads written through the admin keep Payload's hooks,
 * which derive the same phone key, e-mail and announcement.
 */
export async function storeLead(payload: Payload, lead: NewLead): Promise<number> {
  const { pool } = payload.db as unknown as PostgresAdapter
  // Named, so each connection parses and plans the statement once.
  const inserted = await pool.query<{ id: number }>({
    name: 'store-lead',
    text: insertLead,
    values: [...names.map((name) => columns[name](lead)), NEW_LEAD_CHANNEL],
  })
  if (inserted.rows[0]) return inserted.rows[0].id
  // A retry of a sending that was stored but whose answer never reached the visitor. A new statement
  // sees the first one even when both arrived at once (the insert waited for it to commit).
  const stored = await pool.query<{ id: number }>('select id from leads where submission_id = $1', [lead.submissionId])
  if (!stored.rows[0]) throw new Error('Lead neither stored nor found')
  return stored.rows[0].id
}
