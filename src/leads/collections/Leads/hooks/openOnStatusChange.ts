import { sql } from '@payloadcms/db-postgres'
import type { CollectionAfterChangeHook } from 'payload'
import { userHasRole } from '@/access/roles'
import { transactionDb } from '@/db/transactionDb'
import type { Lead } from '@/payload-types'

/**
 * A new lead whose status a staff member changes straight from the table has been handled without
 * being opened: it is stamped as opened then, so its response time counts.
 */
export const openOnStatusChange: CollectionAfterChangeHook<Lead> = async ({ doc, previousDoc, operation, req }) => {
  if (operation !== 'update' || previousDoc?.status !== 'new' || doc.status === 'new' || doc.firstOpenedAt) return doc
  if (!userHasRole(req.user, 'admin', 'sales')) return doc
  const db = await transactionDb(req)
  const stamped = await db.execute(sql`
    update leads set first_opened_at = now(), opened_by_id = ${req.user!.id}
    where id = ${doc.id} and first_opened_at is null
    returning first_opened_at`)
  const row = stamped.rows[0] as { first_opened_at: Date | string } | undefined
  return row ? { ...doc, firstOpenedAt: new Date(row.first_opened_at).toISOString(), openedBy: req.user!.id } : doc
}
