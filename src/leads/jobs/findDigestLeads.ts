import type { Payload, Where } from 'payload'
import { slugs } from '@collections/slugs'
import { DIGEST_LEADS_SHOWN, type DigestLead, type DigestLeads } from '@/leads/rules/morningDigest'
import { openStatuses, waitingStatuses } from '@/leads/rules/leadStatus'

/**
 * One owner's leads the digest names beside the next actions, each group oldest first, the first few and
 * the count: new leads nobody has answered (waiting statuses: Nouveau), and open leads without a next
 * action (the list's "Sans prochaine action": no due date, not closed). Anonymised leads are left out.
 */
export async function findDigestLeads(payload: Payload, ownerId: number): Promise<{ waiting: DigestLeads; unplanned: DigestLeads }> {
  const mine: Where[] = [{ owner: { equals: ownerId } }, { anonymisedAt: { exists: false } }]
  const oldest = async (where: Where[]): Promise<DigestLeads> => {
    const { docs, totalDocs } = await payload.find({
      collection: slugs.leads,
      where: { and: [...mine, ...where] },
      sort: 'createdAt',
      limit: DIGEST_LEADS_SHOWN,
      depth: 0,
      overrideAccess: true,
      select: { name: true, phone: true, status: true, createdAt: true },
    })
    const leads = docs.map((lead): DigestLead => ({
      leadId: lead.id,
      name: lead.name,
      phone: lead.phone,
      status: lead.status,
      createdAt: lead.createdAt,
    }))
    return { leads, total: totalDocs }
  }
  return {
    waiting: await oldest([{ status: { in: [...waitingStatuses] } }]),
    unplanned: await oldest([{ status: { in: [...openStatuses] } }, { 'nextAction.dueAt': { exists: false } }]),
  }
}
