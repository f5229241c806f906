import type { CollectionAfterReadHook } from 'payload'
import { slugs } from '@collections/slugs'

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
