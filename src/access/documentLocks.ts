import type { Access, CollectionAfterReadHook, CollectionSlug, PayloadRequest, Where } from 'payload'
import { slugs } from '@collections/slugs'
import { userHasRole } from './roles'

/**
 * Payload's document locks (payload-locked-documents): who may take, read, change or clear a lock, and how
 * a lock names its holder. Payload gives that collection "any signed-in user" access; these rules replace
 * it on the built config (src/config/guardPayloadInternals.ts).
 */

/** What a document lock points at: a collection's document or a global. */
type LockTarget = { collection: string; id: string | number } | { global: string }

const idOf = (value: unknown): unknown => (value && typeof value === 'object' && 'id' in value ? (value as { id: unknown }).id : value)

/** The document a lock's data points at (`document` of a collection, or `globalSlug`), or null when it names none. */
function lockTargetOf(data: Record<string, unknown>): LockTarget | null {
  const document = data.document as { relationTo?: unknown; value?: unknown } | null | undefined
  if (document && typeof document.relationTo === 'string') {
    const id = idOf(document.value)
    return typeof id === 'string' || typeof id === 'number' ? { collection: document.relationTo, id } : null
  }
  return typeof data.globalSlug === 'string' && data.globalSlug ? { global: data.globalSlug } : null
}

/** Whether a lock's `user` (a polymorphic relation, its value an id or a populated user) is the requester. */
function lockNamesRequester(req: PayloadRequest, user: unknown): boolean {
  if (!req.user || !user || typeof user !== 'object') return false
  const { relationTo, value } = user as { relationTo?: unknown; value?: unknown }
  const id = value && typeof value === 'object' && 'id' in value ? (value as { id: unknown }).id : value
  return relationTo === req.user.collection && String(id) === String(req.user.id)
}

/**
 * Whether the requester may update the document a lock would hold: a lock stops everyone else's saves,
 * so taking one is an update in all but name. The target collection's (or global's) own update access
 * decides, a query constraint included, and the document must exist.
 */
async function mayUpdateLockTarget(req: PayloadRequest, target: LockTarget): Promise<boolean> {
  if ('global' in target) {
    const global = req.payload.config.globals.find((each) => each.slug === target.global)
    if (!global || global.lockDocuments === false) return false
    return (await global.access.update?.({ req })) === true
  }
  const collection = req.payload.collections[target.collection as CollectionSlug]
  // Every collection here has PostgreSQL's integer ids.
  const id = Number(target.id)
  if (!collection || collection.config.lockDocuments === false || !Number.isSafeInteger(id)) return false
  const access = await collection.config.access.update({ req, id, collectionConfig: collection.config })
  if (!access) return false
  const byId: Where = { id: { equals: id } }
  const where = access === true ? byId : { and: [byId, access] }
  const { totalDocs } = await req.payload.count({ collection: collection.config.slug, where, overrideAccess: true, req })
  return totalDocs === 1
}

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

type LockUser = { relationTo?: string; value?: unknown }

/**
 * A lock names who edits the document by their name. Payload's admin shows a lock's user by `email` (its
 * "Document verrouillé" dialog and the list's padlock), and an editor may not read another account, so the
 * dialog said "Utilisateur : 1". Whoever may read the lock gets its user as their id and name only, the
 * name in `email` too for Payload's dialog; never the account's address or anything else of it.
 */
export const nameLockHolder: CollectionAfterReadHook = async ({ doc, req }) => {
  const user = (doc as { user?: LockUser }).user
  if (!user || user.relationTo !== slugs.users || user.value === null || user.value === undefined) return doc
  const id = typeof user.value === 'object' ? (user.value as { id?: unknown }).id : user.value
  if (typeof id !== 'number' && typeof id !== 'string') return doc
  const holder = await req.payload
    .findByID({ collection: slugs.users, id, depth: 0, overrideAccess: true, req, select: { name: true } })
    .catch(() => null)
  const name = holder?.name?.trim() || 'Un autre membre de l’équipe'
  return { ...doc, user: { relationTo: slugs.users, value: { id, name, email: name } } }
}
