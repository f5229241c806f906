import type { Access, FieldAccess, PayloadRequest } from 'payload'

/**
 * Who may do what: the staff's roles and the basic access rules built on them, which the collections and
 * globals compose (docs/security.md#roles-and-access). Payload's document locks have their own rules
 * (documentLocks.ts).
 */

export const roles = ['admin', 'editor', 'sales'] as const
export type Role = (typeof roles)[number]

export const roleLabels: Record<Role, string> = {
  admin: 'Administrateur',
  editor: 'Rédacteur',
  sales: 'Commercial',
}

type MaybeUser = { role?: string | null; collection?: string } | null | undefined

export function userHasRole(user: MaybeUser, ...allowed: Role[]): boolean {
  return Boolean(user && user.collection === 'users' && allowed.includes(user.role as Role))
}

/** Collection access granted to signed-in staff with one of the roles. */
export const hasRole =
  (...allowed: Role[]): Access =>
  ({ req }) =>
    userHasRole(req.user, ...allowed)

/** Field access granted to signed-in staff with one of the roles. */
export const fieldHasRole =
  (...allowed: Role[]): FieldAccess =>
  ({ req }) =>
    userHasRole(req.user, ...allowed)

/** Access of Payload's job queue (run, queue, cancel): admins only. Its own cron works with overrideAccess. */
export const isAdminRequest = ({ req }: { req: PayloadRequest }): boolean => userHasRole(req.user, 'admin')

/** Admins reach every user; any other staff member only their own account. */
export const adminOrSelf: Access = ({ req }) => {
  if (userHasRole(req.user, 'admin')) return true
  if (req.user?.collection === 'users') return { id: { equals: req.user.id } }
  return false
}

export const anyone: Access = () => true

export const nobody: Access = () => false

/** Staff read every version; anyone else reads published documents only, never a draft. */
const publishedOrStaff: Access = ({ req }) =>
  userHasRole(req.user, 'admin', 'editor', 'sales') ? true : { _status: { equals: 'published' } }

/** Public content: everybody reads it, editors and admins change it. */
export const contentAccess = {
  read: anyone,
  create: hasRole('admin', 'editor'),
  update: hasRole('admin', 'editor'),
  delete: hasRole('admin', 'editor'),
}

/** Public content with drafts (pages, projects): visitors read what is published; editors read every draft and version. */
export const draftContentAccess = {
  ...contentAccess,
  read: publishedOrStaff,
  readVersions: hasRole('admin', 'editor'),
}
