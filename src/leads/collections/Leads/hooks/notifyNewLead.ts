import { sql } from '@payloadcms/db-postgres'
import type { CollectionAfterChangeHook } from 'payload'
import { transactionDb } from '@/db/transactionDb'
import { NEW_LEAD_CHANNEL } from '@/leads/live/leadChannel'

/**
 * Announces a new lead to every open dashboard, on every app instance. NOTIFY runs inside the
 * transaction that creates the lead: PostgreSQL delivers it at commit, so a rolled-back lead is
 * never announced.
 */
export const notifyNewLead: CollectionAfterChangeHook = async ({ doc, operation, req }) => {
  if (operation !== 'create') return doc
  const db = await transactionDb(req)
  await db.execute(sql`select pg_notify(${NEW_LEAD_CHANNEL}, ${String(doc.id)})`)
  return doc
}
