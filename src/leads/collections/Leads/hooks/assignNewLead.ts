import { sql } from '@payloadcms/db-postgres/drizzle'
import type { CollectionBeforeChangeHook } from 'payload'
import { transactionDb } from '@/db/transactionDb'
import { activeSellersCte, nextTurnCte, ownerCte, returningOwnerCte } from '@/leads/intake/assignmentSql'
import { departmentOf } from '@/leads/rules/department'
import { normalisedEmail } from '@/leads/rules/normalisedEmail'
import { phoneKey } from '@/leads/rules/phoneKey'
import type { Lead } from '@/payload-types'

/**
 * A lead created through Payload (the admin, the API) without an owner gets one as the site's forms' leads
 * do, with the very SQL of their statement (assignmentSql.ts: a returning customer's owner, else the admin's
 * rule); the turn is taken in the lead's own transaction. Suspected spam and invalid leads stay unassigned; `req.context.skipAssignment` leaves the lead alone
 * (seeding, imports).
 */
export const assignNewLead: CollectionBeforeChangeHook<Lead> = async ({ data, operation, req }) => {
  if (operation !== 'create' || data.owner || data.suspectedSpam || data.status === 'invalid' || req.context.skipAssignment) return data
  const db = await transactionDb(req)
  // leadFactsCte's parameters, bound. This runs before the fields are validated: a NUL, which PostgreSQL
  // cannot take, is dropped here so that the e-mail field's own check answers for it.
  const email = normalisedEmail(data.email ?? '').replaceAll('\u0000', '')
  const facts = sql`lead_facts as (select ${departmentOf(data.postalCode)}::varchar as code, ${email}::varchar as email,
    nullif(${phoneKey(data.phone)}::varchar, '') as phone_key)`
  const result = await db.execute(
    sql`with ${facts}, ${sql.raw(returningOwnerCte())}, ${sql.raw(activeSellersCte)}, ${sql.raw(nextTurnCte())}, ${sql.raw(ownerCte)}
      select id from owner`,
  )
  const owner = (result.rows[0] as { id: number } | undefined)?.id
  if (!owner) return data
  req.context.autoAssignedOwner = Number(owner)
  return { ...data, owner: Number(owner) }
}
