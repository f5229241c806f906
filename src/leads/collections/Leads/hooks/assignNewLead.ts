import { sql } from '@payloadcms/db-postgres/drizzle'
import type { CollectionBeforeChangeHook } from 'payload'
import { transactionDb } from '@/db/transactionDb'
import { activeSellersCte, leadFactsCte, nextTurnCte, ownerCte, returningOwnerCte } from '@/leads/intake/assignmentSql'
import { assignmentReasonText, sameCustomerName, type AssignmentReason } from '@/leads/rules/assignment'
import { departmentOf } from '@/leads/rules/department'
import { normalisedEmail } from '@/leads/rules/normalisedEmail'
import { phoneKey } from '@/leads/rules/phoneKey'
import type { Lead } from '@/payload-types'

type Assigned = { id: number; lead_id: number | null; via: AssignmentReason['via']; code: string | null; by_department: boolean }

/** Why the statement chose the owner it returned. */
function reasonOf({ lead_id, via, code, by_department }: Assigned): AssignmentReason {
  if (via === 'email' || via === 'phone') return { via, leadId: Number(lead_id) }
  if (via === 'department') return { via, department: code ?? '' }
  return { via: 'turn', department: by_department ? code : null }
}

/**
 * A lead created without an owner gets one by the admin's rule (assignmentSql.ts: a returning customer's owner,
 * else the rule's turn), taken in the lead's own transaction; the reason goes to its history (recordLeadArrival).
 * Suspected spam and invalid leads stay unassigned; `req.context.skipAssignment` leaves the lead alone (seeding,
 * imports).
 */
export const assignNewLead: CollectionBeforeChangeHook<Lead> = async ({ data, operation, req }) => {
  if (operation !== 'create' || data.owner || data.suspectedSpam || data.status === 'invalid' || req.context.skipAssignment) return data
  const db = await transactionDb(req)
  // This runs before the fields are validated: a NUL, which PostgreSQL cannot take, is dropped here so that
  // the fields' own checks answer for it.
  const email = normalisedEmail(data.email ?? '').replaceAll('\u0000', '')
  const phone = phoneKey(data.phone)
  const samePhone = phone
    ? await db.execute(
        sql`select id, name from leads where phone_key = ${phone} and owner_id is not null order by created_at desc limit 20`,
      )
    : { rows: [] }
  const samePhoneAndName = (samePhone.rows as { id: number; name: string | null }[])
    .filter((earlier) => sameCustomerName(data.name?.replaceAll('\u0000', ''), earlier.name))
    .map((earlier) => Number(earlier.id))
  const result = await db.execute(
    sql`with ${leadFactsCte(departmentOf(data.postalCode), email, samePhoneAndName)},
      ${sql.raw(returningOwnerCte)}, ${sql.raw(activeSellersCte)}, ${sql.raw(nextTurnCte)}, ${sql.raw(ownerCte)}
      select owner.id, owner.lead_id, owner.via, (select code from lead_facts) as code, (select active from by_department) as by_department
      from owner`,
  )
  const assigned = result.rows[0] as Assigned | undefined
  if (!assigned) return data
  const owner = Number(assigned.id)
  req.context.autoAssignedOwner = owner
  req.context.assignmentReason = assignmentReasonText(reasonOf(assigned))
  return { ...data, owner }
}
