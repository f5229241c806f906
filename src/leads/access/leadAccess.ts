import { hasRole } from '@/access/roles'

/**
 * Leads, notes and activities belong to the sales team. Anonymous visitors never reach them through
 * the collection API: a lead is created only by the submission endpoint, after validation.
 */
export const leadAccess = {
  read: hasRole('admin', 'sales'),
  create: hasRole('admin', 'sales'),
  update: hasRole('admin', 'sales'),
  delete: hasRole('admin'),
}
