import { sql } from '@payloadcms/db-postgres'
import type { Endpoint, Where } from 'payload'
import { leadStatuses, type LeadStatus } from '@/leads/rules/leadStatus'
import { filteredSummary } from './filteredSummary'
import { requireSales } from './requireSales'
import { postgresOf } from '@/db/postgres'

/**
 * GET /api/leads/summary[?where…]: the dashboard counters. Without a filter, the whole company's in one
 * query whatever the number of leads; with the list's filter (the same `where` as the list and the CSV),
 * the counters of the leads it keeps ("Mes leads": my totals). The median first response is the owner's
 * first contact (first_response_at), as the list, the CSV and the reports read it.
 */
export const leadSummary: Endpoint = {
  path: '/summary',
  method: 'get',
  handler: async (req) => {
    const refused = requireSales(req)
    if (refused) return refused
    const where = req.query?.where as Where | undefined
    if (where && Object.keys(where).length) return Response.json(await filteredSummary(req, where))
    const db = postgresOf(req.payload)
    const counts = await db.drizzle.execute(sql`select status, count(*)::int as count from leads group by status`)
    const median = await db.drizzle.execute(sql`
      select percentile_cont(0.5) within group (order by greatest(0, extract(epoch from first_response_at - created_at) / 60)) as minutes
      from leads where first_response_at is not null`)
    const byStatus = Object.fromEntries(leadStatuses.map((status) => [status, 0])) as Record<LeadStatus, number>
    for (const row of counts.rows as { status: LeadStatus; count: number }[]) byStatus[row.status] = row.count
    const minutes = (median.rows[0] as { minutes: number | null } | undefined)?.minutes
    return Response.json({
      total: Object.values(byStatus).reduce((sum, count) => sum + count, 0),
      byStatus,
      medianResponseMinutes: minutes === null || minutes === undefined ? null : Math.round(Number(minutes)),
    })
  },
}
