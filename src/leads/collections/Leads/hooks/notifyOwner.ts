import type { CollectionAfterChangeHook } from 'payload'
import { relatedId, type TrackedLead } from '@/leads/rules/leadChanges'
import { MAIL_QUEUE } from '@/leads/jobs/mailQueue'
import type { Lead } from '@/payload-types'

/**
 * When a lead changes owner, the new owner is e-mailed through the job queue, queued in the same
 * transaction: a rolled-back change sends nothing, a mail failure is retried. Taking a lead oneself sends
 * no e-mail. A new lead's owner is e-mailed by its arrival (recordLeadArrival).
 */
export const notifyOwner: CollectionAfterChangeHook<Lead> = async ({ doc, previousDoc, operation, req }) => {
  if (operation !== 'update') return doc
  const owner = relatedId((doc as TrackedLead).owner)
  if (!owner || relatedId((previousDoc as TrackedLead | undefined)?.owner) === owner) return doc
  if (req.user?.collection === 'users' && req.user.id === owner) return doc
  await req.payload.jobs.queue({ task: 'notifyOwnerOfLead', queue: MAIL_QUEUE, input: { leadId: doc.id, ownerId: owner }, req })
  return doc
}
