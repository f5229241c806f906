import type { CollectionAfterDeleteHook } from 'payload'
import { relatedId, type LeadChange } from '@/leads/rules/leadChanges'
import { insertLeadChanges } from '../Leads/insertLeadChanges'

type LeadWork = { id: number | string; lead?: number | { id: number } | null }

/** A deleted note or activity stays readable in its lead's history (who deleted it, when, and what it said), in the same transaction. */
export const recordDeletion =
  <T extends LeadWork>(field: LeadChange['field'], describe: (doc: T) => string): CollectionAfterDeleteHook<T> =>
  async ({ doc, req }) => {
    const leadId = relatedId(doc.lead)
    if (leadId === null) return doc
    const author = req.user?.collection === 'users' ? req.user.id : null
    await insertLeadChanges(req, leadId, author, [{ field, before: describe(doc), after: '(supprimée)' }])
    return doc
  }
