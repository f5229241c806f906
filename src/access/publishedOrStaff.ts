import type { Access } from 'payload'
import { userHasRole } from './roles'

/** Staff read every version; anyone else reads published documents only, never a draft. */
export const publishedOrStaff: Access = ({ req }) =>
  userHasRole(req.user, 'admin', 'editor', 'sales') ? true : { _status: { equals: 'published' } }
