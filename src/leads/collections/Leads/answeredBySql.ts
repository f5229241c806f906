import { sql } from '@payloadcms/db-postgres'
import type { SQL } from 'drizzle-orm'
import { userHasRole } from '@/access/roles'
import type { LeadActor } from '@/leads/rules/firstResponse'

/**
 * answersLead (rules/firstResponse.ts) as a condition on the leads row being updated: the actor is its
 * owner, or a salesperson when nobody owns it. Checked in the statement that stamps, so an owner changed
 * meanwhile is read as it is at the write.
 */
export function answeredBySql(actor: LeadActor): SQL {
  if (!actor || !userHasRole(actor, 'sales')) return sql`false`
  return sql`(owner_id = ${Number(actor.id)} or owner_id is null)`
}
