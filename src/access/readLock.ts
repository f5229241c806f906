import type { Access, Where } from 'payload'
import { userHasRole } from './roles'

/**
 * Reading locks (payload-locked-documents): a lock names the document being edited and who edits it, so
 * one reads the locks of what one may read whole (a collection or global whose read access is `true`: a
 * query constraint, such as one's own account, does not say which documents the locks hold), and one's own; an admin, every lock. An editor no longer sees which leads a salesperson has open, nor the
 * accounts being edited. The admin's views ask for locks with the user's access and show those they get.
 */
export const readLock: Access = async ({ req }) => {
  if (!req.user) return false
  if (userHasRole(req.user, 'admin')) return true
  const { collections, globals } = req.payload.config
  const readable = async (entities: readonly { slug: string; lockDocuments?: unknown; access: { read?: Access } }[]) => {
    const verdicts = await Promise.all(
      entities
        .filter((entity) => entity.lockDocuments !== false)
        .map(async ({ slug, access }) => (access.read && (await access.read({ req })) === true ? slug : null)),
    )
    return verdicts.filter((slug): slug is string => slug !== null)
  }
  const [readableCollections, readableGlobals] = await Promise.all([readable(collections), readable(globals)])
  const ownLocks: Where = { and: [{ 'user.relationTo': { equals: req.user.collection } }, { 'user.value': { equals: req.user.id } }] }
  return {
    or: [
      ownLocks,
      // Payload queries a lock's collection with `equals` only (not `in`): one condition per collection.
      ...readableCollections.map((slug): Where => ({ 'document.relationTo': { equals: slug } })),
      ...(readableGlobals.length ? [{ globalSlug: { in: readableGlobals } }] : []),
    ],
  }
}
