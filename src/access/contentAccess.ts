import { anyone } from './anyone'
import { hasRole } from './hasRole'

/** Public content: everybody reads it, editors and admins change it. */
export const contentAccess = {
  read: anyone,
  create: hasRole('admin', 'editor'),
  update: hasRole('admin', 'editor'),
  delete: hasRole('admin', 'editor'),
}
