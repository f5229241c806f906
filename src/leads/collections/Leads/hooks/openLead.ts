import { sql } from '@payloadcms/db-postgres'
import type { CollectionAfterOperationHook, PayloadRequest } from 'payload'
import { userHasRole } from '@/access/roles'
import type { Lead, LeadChange } from '@/payload-types'
import { postgresOf } from '@/db/postgres'
import { leadStatusLabels } from '@/leads/rules/leadStatus'

/**
 * Reading one lead as staff opens it: a new lead becomes "À contacter". One conditional UPDATE, so two
 * people opening it at once give a single transition. The first opening (when, by whom) is stamped once
 * and never overwritten: a lead set back to "Nouveau" and opened again keeps it, so its response time
 * stays the first one. The transition is written in the lead's history. Listing leads never opens them.
 */
export const openLead: CollectionAfterOperationHook<'leads'> = async ({ args, operation, req, result }) => {
  if (operation !== 'findByID' || !result || !userHasRole(req.user, 'admin', 'sales')) return result
  const lead = result as Lead
  if (lead.status !== 'new') return result
  const db = postgresOf(req.payload)
  // The transition and its history entry in one statement.
  const opened = await db.drizzle.execute(sql`
    with opened as (
      update leads set
        status = 'to-contact',
        first_opened_at = coalesce(first_opened_at, now()),
        opened_by_id = case when first_opened_at is null then ${req.user!.id} else opened_by_id end,
        updated_at = now()
      where id = ${lead.id} and status = 'new'
      returning id, first_opened_at, opened_by_id
    ), change as (
      insert into lead_changes (lead_id, field, before, after, author_id)
      select id, 'status'::enum_lead_changes_field, ${leadStatusLabels.new}::text, ${leadStatusLabels['to-contact']}::text, ${req.user!.id}::int from opened
      returning id as change_id, created_at as changed_at
    )
    select first_opened_at, opened_by_id, change_id, changed_at from opened, change`)
  const row = opened.rows[0] as
    { first_opened_at: Date | string; opened_by_id: number | null; change_id: number; changed_at: Date | string } | undefined
  if (!row) return result
  const opening = withOpeningInHistory(lead, row, req.user!)
  if (lead.firstOpenedAt) return opening as typeof result
  const populated = ('depth' in args ? (args.depth ?? req.payload.config.defaultDepth) : req.payload.config.defaultDepth) > 0
  return {
    ...opening,
    firstOpenedAt: new Date(row.first_opened_at).toISOString(),
    openedBy: populated ? req.user : row.opened_by_id,
  } as typeof result
}

/** The lead as read, now "À contacter", with the opening on top of its history when the read joined it. */
function withOpeningInHistory(
  lead: Lead,
  row: { change_id: number; changed_at: Date | string },
  user: NonNullable<PayloadRequest['user']>,
): Lead {
  if (!lead.changes?.docs) return { ...lead, status: 'to-contact' }
  const at = new Date(row.changed_at).toISOString()
  const change: LeadChange = {
    id: Number(row.change_id),
    lead: lead.id,
    field: 'status',
    before: leadStatusLabels.new,
    after: leadStatusLabels['to-contact'],
    author: Number(user.id),
    authorName: (user as { name?: string | null }).name || user.email,
    createdAt: at,
    updatedAt: at,
  }
  return {
    ...lead,
    status: 'to-contact',
    changes: { ...lead.changes, docs: [change, ...lead.changes.docs], totalDocs: (lead.changes.totalDocs ?? 0) + 1 },
  }
}
