import type { CollectionAfterChangeHook, PayloadRequest } from 'payload'
import type { Lead } from '@/payload-types'
import { leadChanges, relatedId, type TrackedLead } from '@/leads/rules/leadChanges'
import { insertLeadChanges } from '../insertLeadChanges'
import { ownerNames } from '../ownerNames'

/**
 * Keeps a lead's history: every change of status, owner, contact field or next action made through
 * Payload (dashboard, admin, API) is written in the same transaction, with who made it; a new lead's
 * owner too (no author when the assignment rule chose it). Skipped when
 * `req.context.skipLeadHistory` is set (the anonymisation, which erases the history's contact values).
 */
export const recordLeadChanges: CollectionAfterChangeHook<Lead> = async ({ doc, previousDoc, operation, req }) => {
  if (req.context.skipLeadHistory) return doc
  const after: TrackedLead = doc
  // A new lead's history starts with its owner, if it has one (automatic when the rule chose it).
  if (operation === 'create' && !relatedId(after.owner)) return doc
  const before: TrackedLead = operation === 'create' ? { owner: null } : (previousDoc ?? {})
  const compared: TrackedLead = operation === 'create' ? { owner: after.owner } : after
  const ids = [relatedId(before.owner), relatedId(after.owner)].filter((id): id is number => id !== null)
  const names = await ownerNames(req as PayloadRequest, ids)
  const changes = leadChanges(before, compared, (id) => names.get(id) ?? `Utilisateur n° ${id}`)
  const automatic = operation === 'create' && req.context.autoAssignedOwner === relatedId(after.owner)
  const author = req.user?.collection === 'users' && !automatic ? req.user.id : null
  await insertLeadChanges(req, doc.id, author, changes)
  return doc
}
