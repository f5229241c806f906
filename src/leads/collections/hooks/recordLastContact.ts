import { sql } from '@payloadcms/db-postgres'
import type { CollectionAfterChangeHook } from 'payload'
import { transactionDb } from '@/db/transactionDb'
import type { LeadActivity } from '@/payload-types'
import { contactTime } from '@/leads/rules/contactTime'

/**
 * A logged call, message or meeting is a contact: the lead's retention period (three years after
 * the last contact) restarts from the latest activity date. A future-dated activity is planned, never
 * a last contact. Runs in the activity's transaction.
 */
export const recordLastContact: CollectionAfterChangeHook<LeadActivity> = async ({ doc, req }) => {
  const contactedAt = contactTime(new Date(doc.date), new Date())
  if (!contactedAt) return doc
  const leadId = typeof doc.lead === 'object' ? doc.lead.id : doc.lead
  const db = await transactionDb(req)
  await db.execute(sql`
    update leads set last_contact_at = greatest(last_contact_at, ${contactedAt.toISOString()}::timestamptz), updated_at = now()
    where id = ${leadId}`)
  return doc
}
