import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'
import { transactionDb } from '@/db/transactionDb'
import type { LeadChange } from '@/leads/rules/leadChanges'

/** Writes history entries of one lead in the request's transaction (one statement). */
export async function insertLeadChanges(req: PayloadRequest, leadId: number, author: number | null, changes: LeadChange[]) {
  if (!changes.length) return
  const db = await transactionDb(req)
  const rows = changes.map((change) => sql`(${leadId}, ${change.field}, ${change.before}, ${change.after}, ${author})`)
  await db.execute(sql`
    insert into lead_changes (lead_id, field, before, after, author_id)
    values ${sql.join(rows, sql`, `)}`)
}
