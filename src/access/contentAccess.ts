import { anyone } from './anyone'
import { hasRole } from './hasRole'
import { publishedOrStaff } from './publishedOrStaff'

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
