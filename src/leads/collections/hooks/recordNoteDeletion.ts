import type { CollectionAfterDeleteHook } from 'payload'
import type { LeadNote } from '@/payload-types'
import { relatedId } from '@/leads/rules/leadChanges'
import { insertLeadChanges } from '../Leads/insertLeadChanges'

/** A deleted note stays readable in its lead's history (who deleted it, when, and its text), in the same transaction. */
export const recordNoteDeletion: CollectionAfterDeleteHook<LeadNote> = async ({ doc, req }) => {
  const leadId = relatedId(doc.lead)
  if (leadId === null) return doc
  const author = req.user?.collection === 'users' ? req.user.id : null
  await insertLeadChanges(req, leadId, author, [{ field: 'note', before: doc.content, after: '(supprimée)' }])
  return doc
}
