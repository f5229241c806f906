import { sql } from '@payloadcms/db-postgres'
import type { CollectionAfterChangeHook } from 'payload'
import { transactionDb } from '@/db/transactionDb'
import type { Lead } from '@/payload-types'
import { answersLead } from '@/leads/rules/firstResponse'
import { relatedId } from '@/leads/rules/leadChanges'
import { answeredBySql } from '../answeredBySql'

/**
 * A new lead whose status its owner (or a salesperson, when nobody owns it) changes straight from the
 * table has been handled without being opened: it is stamped as opened, and answered, then (each once).
 * Anyone else moving it answers nothing: the response stays the owner's.
 */
export const openOnStatusChange: CollectionAfterChangeHook<Lead> = async ({ doc, previousDoc, operation, req }) => {
  if (operation !== 'update' || previousDoc?.status !== 'new' || doc.status === 'new') return doc
  if ((doc.firstOpenedAt && doc.firstResponseAt) || !answersLead(req.user, relatedId(doc.owner))) return doc
  const db = await transactionDb(req)
  const stamped = await db.execute(sql`
    update leads set
      first_opened_at = coalesce(first_opened_at, now()),
      opened_by_id = case when first_opened_at is null then ${req.user!.id} else opened_by_id end,
      first_response_at = coalesce(first_response_at, now())
    where id = ${doc.id} and (first_opened_at is null or first_response_at is null) and ${answeredBySql(req.user)}
    returning first_opened_at, opened_by_id, first_response_at`)
  const row = stamped.rows[0] as
    { first_opened_at: Date | string; opened_by_id: number | null; first_response_at: Date | string } | undefined
  if (!row) return doc
  return {
    ...doc,
    firstOpenedAt: new Date(row.first_opened_at).toISOString(),
    openedBy: row.opened_by_id,
    firstResponseAt: new Date(row.first_response_at).toISOString(),
  }
}
