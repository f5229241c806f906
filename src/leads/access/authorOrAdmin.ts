import type { Access } from 'payload'
import { userHasRole } from '@/access/roles'

/**
 * Changing or deleting a note or an activity: an admin, any; a salesperson, only those they wrote (a query
 * constraint, so bulk operations touch only those too). Everyone else, nothing.
 */
export const authorOrAdmin: Access = ({ req }) => {
  if (userHasRole(req.user, 'admin')) return true
  if (req.user && userHasRole(req.user, 'sales')) return { author: { equals: req.user.id } }
  return false
}
