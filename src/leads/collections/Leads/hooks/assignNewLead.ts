import { sql } from '@payloadcms/db-postgres/drizzle'
import type { CollectionBeforeChangeHook } from 'payload'
import { transactionDb } from '@/db/transactionDb'
import { activeSellersCte, nextTurnCte, ownerCte } from '@/leads/intake/assignmentSql'
import { departmentOf } from '@/leads/rules/department'
import type { Lead } from '@/payload-types'

/**
 * A lead created through Payload (the admin, the API) without an owner gets one by the admin's rule, with
 * the very SQL of the site's forms (assignmentSql.ts): the turn is taken in the lead's own transaction.
 * Suspected spam and invalid leads stay unassigned; `req.context.skipAssignment` leaves the lead alone
 * (seeding, imports).
 */
export const assignNewLead: CollectionBeforeChangeHook<Lead> = async ({ data, operation, req }) => {
  if (operation !== 'create' || data.owner || data.suspectedSpam || data.status === 'invalid' || req.context.skipAssignment) return data
  const db = await transactionDb(req)
  // leadDepartmentCte's `lead_department`, with the département as a bound parameter.
  const result = await db.execute(
    sql`with lead_department as (select ${departmentOf(data.postalCode)}::varchar as code), ${sql.raw(activeSellersCte)}, ${sql.raw(nextTurnCte())}, ${sql.raw(ownerCte)}
      select id from owner`,
  )
  const owner = (result.rows[0] as { id: number } | undefined)?.id
  if (!owner) return data
  req.context.autoAssignedOwner = Number(owner)
  return { ...data, owner: Number(owner) }
}
