import type { Payload, Where } from 'payload'
import { slugs } from '@collections/slugs'
import { dueWindow } from '@/leads/rules/dueViews'
import type { DigestItem } from '@/leads/rules/morningDigest'
import { openStatuses } from '@/leads/rules/leadStatus'
import { relatedId, type TrackedLead } from '@/leads/rules/leadChanges'

/**
 * The digest's selection, one query: next actions of open, owned, not anonymised leads due before the
 * end of today in Paris (overdue ones included), of one owner or of all. Leads moved to Converti or
 * Invalide have their action closed, and are left out in any case.
 */
export async function findDigestItems(payload: Payload, now: Date, ownerId?: number): Promise<DigestItem[]> {
  const endOfDay = dueWindow('today', now).before!.toISOString()
  const where: Where = {
    and: [
      ownerId === undefined ? { owner: { exists: true } } : { owner: { equals: ownerId } },
      { status: { in: [...openStatuses] } },
      { anonymisedAt: { exists: false } },
      { 'nextAction.type': { exists: true } },
      { 'nextAction.dueAt': { less_than: endOfDay } },
    ],
  }
  const { docs } = await payload.find({
    collection: slugs.leads,
    where,
    sort: 'nextAction.dueAt',
    pagination: false,
    depth: 0,
    overrideAccess: true,
    select: { name: true, phone: true, owner: true, nextAction: true },
  })
  return docs.flatMap((lead) => {
    const owner = relatedId((lead as TrackedLead).owner)
    const { type, dueAt, note } = lead.nextAction ?? {}
    return owner && type && dueAt ? [{ leadId: lead.id, ownerId: owner, name: lead.name, phone: lead.phone, type, dueAt, note }] : []
  })
}
