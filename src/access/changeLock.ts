import type { Access, Where } from 'payload'
import { lockNamesRequester } from './lockNamesRequester'
import { lockTargetOf } from './lockTargetOf'
import { mayUpdateLockTarget } from './mayUpdateLockTarget'
import { userHasRole } from './roles'

/**
 * Changing or clearing a lock: one's own locks; an admin, anyone's (to free a document left locked).
 * A change that names a user names the requester (taking a lock over), and a change of target points at
 * a document the requester may update.
 */
export const changeLock: Access = async ({ req, data }) => {
  if (!req.user) return false
  if (data && 'user' in data && !lockNamesRequester(req, data.user)) return false
  if (data && ('document' in data || 'globalSlug' in data)) {
    const target = lockTargetOf(data)
    if (!target || !(await mayUpdateLockTarget(req, target))) return false
  }
  if (userHasRole(req.user, 'admin')) return true
  const ownLocks: Where = { and: [{ 'user.relationTo': { equals: req.user.collection } }, { 'user.value': { equals: req.user.id } }] }
  return ownLocks
}
