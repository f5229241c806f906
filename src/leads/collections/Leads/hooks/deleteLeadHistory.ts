import { sql } from '@payloadcms/db-postgres'
import type { CollectionBeforeDeleteHook } from 'payload'
import { transactionDb } from '@/db/transactionDb'

/**
 * An admin deleting a lead deletes its history with it, in the same transaction (an entry always
 * belongs to a lead). Nobody deletes history entries otherwise.
 */
export const deleteLeadHistory: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const db = await transactionDb(req)
  await db.execute(sql`delete from lead_changes where lead_id = ${Number(id)}`)
}
