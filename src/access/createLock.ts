import type { Access } from 'payload'
import { lockNamesRequester } from './lockNamesRequester'
import { lockTargetOf } from './lockTargetOf'
import { mayUpdateLockTarget } from './mayUpdateLockTarget'

/**
 * Taking a lock (payload-locked-documents): a lock stops everyone else's saves with a 423, so it is taken
 * only in the requester's own name and only on a document the requester may update. (The admin's edit
 * view takes its locks through the database adapter, for the signed-in user, without coming here.)
 */
export const createLock: Access = async ({ req, data }) => {
  if (!req.user || !data || !lockNamesRequester(req, data.user)) return false
  const target = lockTargetOf(data)
  return target !== null && (await mayUpdateLockTarget(req, target))
}
