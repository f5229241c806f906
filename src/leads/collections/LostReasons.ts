import type { CollectionConfig } from 'payload'
import { hasRole } from '@/access/roles'
import { slugs } from '@collections/slugs'
import { keepGivenLostReason } from './hooks/keepGivenLostReason'

/**
 * Why a lead was lost: the list the manager keeps (admins add, rename, order and remove reasons); the
 * sales team reads it to choose one when a lead becomes Perdu. A lead points at its reason, so a
 * renamed reason reads anew everywhere; a reason still given by a lead cannot be deleted.
 */
export const LostReasons: CollectionConfig = {
  slug: slugs.lostReasons,
  labels: { singular: 'Motif de perte', plural: 'Motifs de perte' },
  access: { read: hasRole('admin', 'sales'), create: hasRole('admin'), update: hasRole('admin'), delete: hasRole('admin') },
  admin: { group: 'Commercial', useAsTitle: 'label', defaultColumns: ['label'] },
  orderable: true,
  hooks: { beforeDelete: [keepGivenLostReason] },
  fields: [{ name: 'label', label: 'Motif', type: 'text', required: true, unique: true, maxLength: 100 }],
}
