import type { Payload } from 'payload'
import { digestsByOwner, type Digest } from '@/leads/rules/morningDigest'
import { findDigestItems } from './findDigestItems'
import { findDigestLeads } from './findDigestLeads'

/** One salesperson's whole digest at `at`: overdue and today's next actions, new leads waiting, leads without a next action. */
export async function findOwnerDigest(payload: Payload, ownerId: number, at: Date): Promise<Digest> {
  const [actions] = digestsByOwner(await findDigestItems(payload, at, ownerId), at)
  return { ownerId, overdue: actions?.overdue ?? [], today: actions?.today ?? [], ...(await findDigestLeads(payload, ownerId)) }
}
