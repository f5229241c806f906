import { sql } from '@payloadcms/db-postgres'
import type { CollectionAfterChangeHook } from 'payload'
import { transactionDb } from '@/db/transactionDb'
import { leadArrivalCte } from '@/leads/intake/leadArrivalSql'
import { announcementOf, NEW_LEAD_CHANNEL } from '@/leads/live/leadChannel'
import { relatedId, type TrackedLead } from '@/leads/rules/leadChanges'
import type { Lead } from '@/payload-types'

/**
 * Every new lead (the site's forms, the admin, the REST API, an import) gets, from leadArrivalSql.ts, the staff
 * and owner e-mail jobs and the owner's history entry (with the rule's reason when the rule chose), in the
 * lead's transaction, then one announcement to open dashboards, which PostgreSQL delivers at
 * commit (a rolled-back lead is never announced). The author is the signed-in user, none when the
 * assignment rule chose the owner.
 */
export const recordLeadArrival: CollectionAfterChangeHook<Lead> = async ({ doc, operation, req }) => {
  if (operation !== 'create') return doc
  const owner = relatedId((doc as TrackedLead).owner)
  const user = req.user?.collection === 'users' ? Number(req.user.id) : null
  const byRule = owner !== null && req.context.autoAssignedOwner === owner
  const author = byRule ? null : user
  const reason = byRule && typeof req.context.assignmentReason === 'string' ? req.context.assignmentReason : null
  // A visitor who sent a form gets a receipt; not a lead staff entered, nor a suspected spam.
  const fromTheSite = Boolean(doc.proof?.submittedAt) && !doc.suspectedSpam && !user
  const db = await transactionDb(req)
  await db.execute(sql`with lead as (select ${doc.id}::int as id, ${owner}::int as owner_id, ${author}::int as author_id,
    ${reason}::varchar as reason, ${fromTheSite}::boolean as receipt),
    ${sql.raw(leadArrivalCte)}
    select pg_notify(${NEW_LEAD_CHANNEL}, ${announcementOf([doc.id])})`)
  return doc
}
