import type { CollectionAfterChangeHook } from 'payload'
import { relatedId, type LeadChange } from '@/leads/rules/leadChanges'
import { insertLeadChanges } from '../Leads/insertLeadChanges'

type LeadWork = { id: number | string; lead?: number | { id: number } | null }

/**
 * A note's or an activity's change goes into its lead's history (who, when, before → after, as `describe`
 * words it), in the edit's transaction: they are evidence of what was said and done, so no rewrite goes
 * unseen. Skipped when `req.context.skipLeadHistory` is set (the anonymisation, which erases the notes and
 * their history).
 */
export const recordEdit =
  <T extends LeadWork>(field: LeadChange['field'], describe: (doc: T) => string): CollectionAfterChangeHook<T> =>
  async ({ doc, previousDoc, operation, req }) => {
    if (operation !== 'update' || req.context.skipLeadHistory) return doc
    const [before, after] = [describe(previousDoc), describe(doc)]
    const leadId = relatedId(doc.lead)
    if (before === after || leadId === null) return doc
    const author = req.user?.collection === 'users' ? req.user.id : null
    await insertLeadChanges(req, leadId, author, [{ field, before, after }])
    return doc
  }
