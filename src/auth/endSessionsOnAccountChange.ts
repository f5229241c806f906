import type { CollectionAfterChangeHook } from 'payload'
import { changesEmail } from './requireCurrentPassword'

type StoredSession = { id: string; createdAt?: unknown; expiresAt: unknown }

/**
 * A role or e-mail change, or the account switched off (« Actif »), ends the user's sessions, so that no browser keeps acting under the old
 * role, and a session left open elsewhere does not outlive a change of address: all of them when an
 * admin changes someone else's account, all but the current one when users change their own. (A
 * password change does the same through Payload itself: see collections/operations/utilities/
 * update.js, which keeps only the changer's own session.)
 */
export const endSessionsOnAccountChange: CollectionAfterChangeHook = async ({ collection, doc, operation, previousDoc, req }) => {
  if (operation !== 'update' || !collection.auth?.useSessions || !previousDoc) return doc
  const switchedOff = previousDoc.active !== false && doc.active === false
  if (!switchedOff && previousDoc.role === doc.role && !changesEmail(doc.email, previousDoc.email)) return doc
  const user = req.user
  // Payload puts the session id of the request's token on its user (auth/strategies/jwt.js).
  const sid: unknown = user && '_sid' in user ? user._sid : undefined
  const currentSid = user?.collection === collection.slug && String(user.id) === String(doc.id) && typeof sid === 'string' ? sid : undefined
  const stored = await req.payload.db.findOne<{ id: number | string; sessions?: StoredSession[] }>({
    collection: collection.slug,
    where: { id: { equals: doc.id } },
    req,
  })
  // A switched-off account keeps none, even the changer's own.
  const kept = switchedOff ? [] : (stored?.sessions ?? []).filter((session) => currentSid !== undefined && session.id === currentSid)
  await req.payload.db.updateOne({ collection: collection.slug, id: doc.id, data: { sessions: kept }, req, returning: false })
  return doc
}
