import type { Access, PayloadRequest, Where } from 'payload'
import { lockNamesRequester } from './lockNamesRequester'
import { lockTargetOf } from './lockTargetOf'
import { mayUpdateLockTarget } from './mayUpdateLockTarget'
import { userHasRole } from './roles'

/**
 * Changing or clearing a lock: one's own locks; an admin, anyone's (to free a document left locked).
 * A change that names a user names the requester, and a change of target points at a document the
 * requester may update. Taking over someone else's lock (the admin's "Prendre la main") is open to whoever
 * may update the locked document: the change names only the requester, on the lock's own document.
 */
export const changeLock: Access = async ({ req, data, id }) => {
  if (!req.user) return false
  if (data && 'user' in data && !lockNamesRequester(req, data.user)) return false
  if (data && ('document' in data || 'globalSlug' in data)) {
    const target = lockTargetOf(data)
    if (!target || !(await mayUpdateLockTarget(req, target))) return false
  }
  if (userHasRole(req.user, 'admin')) return true
  if (data && id !== undefined && Object.keys(data).every((key) => key === 'user') && 'user' in data && (await mayTakeOver(req, id)))
    return true
  const ownLocks: Where = { and: [{ 'user.relationTo': { equals: req.user.collection } }, { 'user.value': { equals: req.user.id } }] }
  return ownLocks
}

/** Whether the requester may update the document that lock `id` holds: then they may take the lock over. */
async function mayTakeOver(req: PayloadRequest, id: number | string): Promise<boolean> {
  const lock = await req.payload
    .findByID({ collection: 'payload-locked-documents', id, depth: 0, overrideAccess: true, req })
    .catch(() => null)
  const target = lock && lockTargetOf(lock as unknown as Record<string, unknown>)
  return Boolean(target) && (await mayUpdateLockTarget(req, target!))
}
