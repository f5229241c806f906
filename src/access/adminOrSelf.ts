import type { Access } from 'payload'
import { userHasRole } from './roles'

/** Admins reach every user; any other staff member only their own account. */
export const adminOrSelf: Access = ({ req }) => {
  if (userHasRole(req.user, 'admin')) return true
  if (req.user?.collection === 'users') return { id: { equals: req.user.id } }
  return false
}
