import type { CollectionAfterChangeHook, PayloadRequest } from 'payload'
import type { Lead } from '@/payload-types'
import { leadChanges, relatedId, type TrackedLead } from '@/leads/rules/leadChanges'
import { insertLeadChanges } from '../insertLeadChanges'
import { lostReasonLabels } from '../lostReasonLabels'
import { ownerNames } from '../ownerNames'

/**
 * Keeps a lead's history: every change of status, lost reason, owner, contact field or next action made through
 * Payload (dashboard, admin, API) is written in the same transaction, with who made it. Skipped when
 * `req.context.skipLeadHistory` is set (the anonymisation, which erases the history's contact values).
 */
export const recordLeadChanges: CollectionAfterChangeHook<Lead> = async ({ doc, previousDoc, operation, req }) => {
  // A new lead's history starts with its owner, written by its arrival (recordLeadArrival).
  if (req.context.skipLeadHistory || operation !== 'update') return doc
  const after: TrackedLead = doc
  const before: TrackedLead = previousDoc ?? {}
  const ids = [relatedId(before.owner), relatedId(after.owner)].filter((id): id is number => id !== null)
  const reasonIds = [relatedId(before.lostReason), relatedId(after.lostReason)].filter((id): id is number => id !== null)
  const [names, reasons] = await Promise.all([ownerNames(req as PayloadRequest, ids), lostReasonLabels(req as PayloadRequest, reasonIds)])
  const changes = leadChanges(before, after, {
    owner: (id) => names.get(id) ?? `Utilisateur n° ${id}`,
    lostReason: (id) => reasons.get(id) ?? `Motif n° ${id}`,
  })
  const author = req.user?.collection === 'users' ? req.user.id : null
  await insertLeadChanges(req, doc.id, author, changes)
  return doc
}
