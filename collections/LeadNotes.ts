import type { CollectionConfig } from 'payload'
import { leadAccess } from '@/access/leadAccess'
import { authorField, leadField } from './leadRelations'
import { slugs } from './slugs'

export const LeadNotes: CollectionConfig = {
  slug: slugs.leadNotes,
  labels: { singular: 'Note', plural: 'Notes' },
  access: leadAccess,
  admin: { group: 'Commercial', defaultColumns: ['lead', 'content', 'author', 'createdAt'] },
  defaultSort: '-createdAt',
  fields: [
    leadField,
    {
      name: 'content',
      label: 'Note',
      type: 'textarea',
      required: true,
      maxLength: 5000,
      validate: (value: string | null | undefined) =>
        (typeof value === 'string' && value.trim().length > 0) || 'La note ne peut pas être vide.',
    },
    authorField,
  ],
}
