import type { PayloadRequest } from 'payload'

/** Whether a lock's `user` (a polymorphic relation, its value an id or a populated user) is the requester. */
export function lockNamesRequester(req: PayloadRequest, user: unknown): boolean {
  if (!req.user || !user || typeof user !== 'object') return false
  const { relationTo, value } = user as { relationTo?: unknown; value?: unknown }
  const id = value && typeof value === 'object' && 'id' in value ? (value as { id: unknown }).id : value
  return relationTo === req.user.collection && String(id) === String(req.user.id)
}
