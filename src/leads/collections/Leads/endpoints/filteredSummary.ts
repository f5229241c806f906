import type { PayloadRequest, Where } from 'payload'
import { slugs } from '@collections/slugs'
import { leadStatuses, type LeadStatus } from '@/leads/rules/leadStatus'
import { medianMinutes } from '@/leads/rules/medianMinutes'
import { responseMinutes } from '@/leads/rules/firstResponse'

/**
 * The counters of the leads a filter keeps (the list's own `where`: "Mes leads", a status, a search…),
 * read through Payload with the viewer's access, as the list is: one count per status, and the median
 * first response of those leads.
 */
export async function filteredSummary(req: PayloadRequest, where: Where) {
  const scoped = (extra: Where): Where => ({ and: [where, extra] })
  const counts = await Promise.all(
    leadStatuses.map((status) =>
      req.payload.count({ collection: slugs.leads, where: scoped({ status: { equals: status } }), overrideAccess: false, user: req.user }),
    ),
  )
  const responded = await req.payload.find({
    collection: slugs.leads,
    where: scoped({ firstResponseAt: { exists: true } }),
    select: { createdAt: true, firstResponseAt: true },
    pagination: false,
    depth: 0,
    overrideAccess: false,
    user: req.user,
  })
  const byStatus = Object.fromEntries(leadStatuses.map((status, index) => [status, counts[index]!.totalDocs])) as Record<LeadStatus, number>
  const minutes = responded.docs
    .map((lead) => responseMinutes(lead.createdAt, lead.firstResponseAt))
    .filter((value): value is number => value !== null)
  return {
    total: Object.values(byStatus).reduce((sum, count) => sum + count, 0),
    byStatus,
    medianResponseMinutes: medianMinutes(minutes),
  }
}
