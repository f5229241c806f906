import type { Endpoint } from 'payload'
import { postgresOf } from '@/db/postgres'
import { requireSales } from './requireSales'

export type LeadOwner = { id: number; name: string; active: boolean }

/**
 * GET /api/leads/owners: the salespeople a lead may be given to (name, and whether they receive new
 * leads: a switched-off account does not). Sales staff may not read the users collection: this gives them only these names.
 */
export const leadOwners: Endpoint = {
  path: '/owners',
  method: 'get',
  handler: async (req) => {
    const refused = requireSales(req)
    if (refused) return refused
    const { rows } = await postgresOf(req.payload).pool.query<LeadOwner>(
      `select id, coalesce(nullif(trim(name), ''), email) as name, (receives_leads and active) as active
       from users where role = 'sales' order by name, id`,
    )
    return Response.json({ owners: rows })
  },
}
