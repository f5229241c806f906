import { sql } from '@payloadcms/db-postgres'
import type { CollectionAfterChangeHook } from 'payload'
import { transactionDb } from '@/db/transactionDb'
import type { LeadActivity } from '@/payload-types'
import { answeredBySql } from '@/leads/collections/Leads/answeredBySql'
import { isDoneActivity } from '@/leads/rules/firstResponse'

/**
 * A done activity logged by the lead's owner (or by a salesperson on a lead nobody owns) is a response:
 * the lead's first response is stamped then, once, unless an opening by the owner came first. A planned
 * activity, or one logged by anyone else, answers nothing. Runs in the activity's transaction.
 */
export const recordFirstResponse: CollectionAfterChangeHook<LeadActivity> = async ({ doc, operation, req }) => {
  if (operation !== 'create' || !isDoneActivity(new Date(doc.date), new Date())) return doc
  const leadId = typeof doc.lead === 'object' ? doc.lead.id : doc.lead
  const db = await transactionDb(req)
  await db.execute(sql`
    update leads set first_response_at = now()
    where id = ${leadId} and first_response_at is null and ${answeredBySql(req.user)}`)
  return doc
}
