import type { CollectionConfig } from 'payload'
import { leadAccess } from '@/leads/access/leadAccess'
import { authorField, authorNameField, leadField } from './leadRelations'
import { slugs } from '@collections/slugs'

export const LeadNotes: CollectionConfig = {
  slug: slugs.leadNotes,
  labels: { singular: 'Note', plural: 'Notes' },
  access: leadAccess,
  admin: { group: 'Commercial', defaultColumns: ['lead', 'content', 'authorName', 'createdAt'] },
  defaultSort: '-createdAt',
  fields: [
    leadField,
    {
      name: 'content',
      label: 'Note',
      type: 'textarea',
      required: true,
      maxLength: 5000,
      // Replaces Payload's own check, so the length limit is enforced here too.
      validate: (value: string | null | undefined) => {
        if (typeof value !== 'string' || value.trim().length === 0) return 'La note ne peut pas être vide.'
        return value.length <= 5000 || 'La note ne peut pas dépasser 5 000 caractères.'
      },
    },
    authorField,
    authorNameField,
  ],
}
