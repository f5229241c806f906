import { sql } from '@payloadcms/db-postgres'
import type { CollectionBeforeDeleteHook } from 'payload'
import { transactionDb } from '@/db/transactionDb'

/**
 * An admin deleting a lead deletes its history and its visits with it, in the same transaction (an entry
 * or a visit always belongs to a lead). Nobody deletes history entries otherwise.
 */
export const deleteLeadHistory: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const db = await transactionDb(req)
  await db.execute(sql`delete from lead_changes where lead_id = ${Number(id)}`)
  await db.execute(sql`delete from visits where lead_id = ${Number(id)}`)
}
