import type { CollectionAfterChangeHook } from 'payload'
import type { LeadNote } from '@/payload-types'
import { relatedId } from '@/leads/rules/leadChanges'
import { insertLeadChanges } from '../Leads/insertLeadChanges'

/**
 * A note's new text goes into its lead's history (who, when, before → after), in the edit's
 * transaction: a note is evidence of what was said, so no rewrite goes unseen. Skipped when
 * `req.context.skipLeadHistory` is set (the anonymisation, which erases the notes and their history).
 */
export const recordNoteEdit: CollectionAfterChangeHook<LeadNote> = async ({ doc, previousDoc, operation, req }) => {
  if (operation !== 'update' || req.context.skipLeadHistory || previousDoc.content === doc.content) return doc
  const leadId = relatedId(doc.lead)
  if (leadId === null) return doc
  const author = req.user?.collection === 'users' ? req.user.id : null
  await insertLeadChanges(req, leadId, author, [{ field: 'note', before: previousDoc.content, after: doc.content }])
  return doc
}
