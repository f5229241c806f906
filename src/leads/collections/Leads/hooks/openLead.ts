import { sql } from '@payloadcms/db-postgres'
import type { CollectionAfterOperationHook, PayloadRequest } from 'payload'
import type { Lead, LeadChange } from '@/payload-types'
import { postgresOf } from '@/db/postgres'
import { answersLead } from '@/leads/rules/firstResponse'
import { relatedId } from '@/leads/rules/leadChanges'
import { leadStatusLabels } from '@/leads/rules/leadStatus'
import { answeredBySql } from '../answeredBySql'

/**
 * Reading one lead opens it only when its owner reads it (or a salesperson, when nobody owns it): a new
 * lead becomes "À contacter", and the owner's first opening is the lead's first response. Anyone else
 * reading it (an admin, another salesperson) changes nothing. One conditional UPDATE, so two readings at
 * once give a single transition. The first opening (when, by whom) and the first response are stamped once
 * and never overwritten: a lead set back to "Nouveau" and opened again keeps them. The transition is written
 * in the lead's history. Listing leads never opens them.
 */
export const openLead: CollectionAfterOperationHook<'leads'> = async ({ args, operation, req, result }) => {
  if (operation !== 'findByID' || !result) return result
  const lead = result as Lead
  if (!answersLead(req.user, relatedId(lead.owner))) return result
  const populated = ('depth' in args ? (args.depth ?? req.payload.config.defaultDepth) : req.payload.config.defaultDepth) > 0
  if (lead.status !== 'new') return lead.firstResponseAt ? result : ((await answeredOnOpening(req, lead, populated)) as typeof result)
  const db = postgresOf(req.payload)
  // The transition and its history entry in one statement.
  const opened = await db.drizzle.execute(sql`
    with opened as (
      update leads set
        status = 'to-contact',
        first_opened_at = coalesce(first_opened_at, now()),
        opened_by_id = case when first_opened_at is null then ${req.user!.id} else opened_by_id end,
        first_response_at = coalesce(first_response_at, now()),
        updated_at = now()
      where id = ${lead.id} and status = 'new' and ${answeredBySql(req.user)}
      returning id, first_opened_at, opened_by_id, first_response_at
    ), change as (
      insert into lead_changes (lead_id, field, before, after, author_id)
      select id, 'status'::enum_lead_changes_field, ${leadStatusLabels.new}::text, ${leadStatusLabels['to-contact']}::text, ${req.user!.id}::int from opened
      returning id as change_id, created_at as changed_at
    )
    select first_opened_at, opened_by_id, first_response_at, change_id, changed_at from opened, change`)
  const row = opened.rows[0] as
    | {
        first_opened_at: Date | string
        opened_by_id: number | null
        first_response_at: Date | string
        change_id: number
        changed_at: Date | string
      }
    | undefined
  if (!row) return result
  const opening = { ...withOpeningInHistory(lead, row, req.user!), firstResponseAt: new Date(row.first_response_at).toISOString() }
  if (lead.firstOpenedAt) return opening as typeof result
  return {
    ...opening,
    firstOpenedAt: new Date(row.first_opened_at).toISOString(),
    openedBy: populated ? req.user : row.opened_by_id,
  } as typeof result
}

/**
 * The owner opening a lead already out of "Nouveau" (moved by someone else) but not yet answered: that
 * opening is the first response, and the first opening if none was stamped. No change of status, nothing
 * in the history.
 */
async function answeredOnOpening(req: PayloadRequest, lead: Lead, populated: boolean): Promise<Lead> {
  const stamped = await postgresOf(req.payload).drizzle.execute(sql`
    update leads set
      first_response_at = now(),
      first_opened_at = coalesce(first_opened_at, now()),
      opened_by_id = case when first_opened_at is null then ${req.user!.id} else opened_by_id end
    where id = ${lead.id} and first_response_at is null and ${answeredBySql(req.user)}
    returning first_response_at, first_opened_at, opened_by_id`)
  const row = stamped.rows[0] as
    { first_response_at: Date | string; first_opened_at: Date | string; opened_by_id: number | null } | undefined
  if (!row) return lead
  const firstResponseAt = new Date(row.first_response_at).toISOString()
  if (lead.firstOpenedAt) return { ...lead, firstResponseAt }
  return {
    ...lead,
    firstResponseAt,
    firstOpenedAt: new Date(row.first_opened_at).toISOString(),
    openedBy: populated ? (req.user as Lead['openedBy']) : row.opened_by_id,
  }
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
