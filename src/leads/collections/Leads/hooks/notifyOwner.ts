import type { CollectionAfterChangeHook } from 'payload'
import { relatedId, type TrackedLead } from '@/leads/rules/leadChanges'
import type { Lead } from '@/payload-types'

/**
 * When a lead gets a new owner (automatically or by hand), the owner is e-mailed through the job
 * queue, queued in the same transaction: a rolled-back change sends nothing, a mail failure is retried.
 * Taking a lead oneself sends no e-mail.
 */
export const notifyOwner: CollectionAfterChangeHook<Lead> = async ({ doc, previousDoc, operation, req }) => {
  const owner = relatedId((doc as TrackedLead).owner)
  if (!owner) return doc
  if (operation === 'update' && relatedId((previousDoc as TrackedLead | undefined)?.owner) === owner) return doc
  if (req.user?.collection === 'users' && req.user.id === owner) return doc
  await req.payload.jobs.queue({ task: 'notifyOwnerOfLead', input: { leadId: doc.id, ownerId: owner }, req })
  return doc
}
