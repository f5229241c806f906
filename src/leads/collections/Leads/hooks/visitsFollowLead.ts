import type { CollectionAfterChangeHook } from 'payload'
import { transactionQuery } from '@/db/transactionQuery'
import { visitsToFree } from '@/appointments/rules/keptVisit'
import { bookedVisitsOf, cancelWithReason } from '@/appointments/server/cancelLeadVisits'
import { visitsFollowOwner } from '@/appointments/server/visitsFollowOwner'
import { relatedId, type TrackedLead } from '@/leads/rules/leadChanges'
import { isClosedStatus, isLeadStatus, leadStatusLabels } from '@/leads/rules/leadStatus'
import type { Lead } from '@/payload-types'

/**
 * A lead's visits follow it, in the change's own transaction: closed (Converti, Perdu, Invalide), its
 * visits still to come are cancelled (the visitor told, the slot freed); given to a new owner, they go to
 * that person when free at their time, else they stay and the history says why (visitsFollowOwner).
 */
export const visitsFollowLead: CollectionAfterChangeHook<Lead> = async ({ doc, previousDoc, operation, req }) => {
  if (operation !== 'update' || req.context.skipLeadHistory) return doc
  const author = req.user?.collection === 'users' ? Number(req.user.id) : null
  const now = new Date()
  if (isClosedStatus(doc.status) && !isClosedStatus(previousDoc?.status)) {
    const db = await transactionQuery(req)
    const label = isLeadStatus(doc.status) ? leadStatusLabels[doc.status] : String(doc.status)
    for (const visit of visitsToFree(await bookedVisitsOf(db, [doc.id]), now))
      await cancelWithReason(db, visit.id, author, `Aucune (visite annulée\u00a0: lead passé à «\u00a0${label}\u00a0»)`)
    return doc
  }
  const owner = relatedId((doc as TrackedLead).owner)
  if (owner !== null && owner !== relatedId((previousDoc as TrackedLead | undefined)?.owner))
    await visitsFollowOwner(await transactionQuery(req), doc.id, owner, author, now)
  return doc
}
