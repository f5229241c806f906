import type { CollectionConfig } from 'payload'
import { leadAccess } from '@/access/leadAccess'
import { authorFromUser } from './authorFromUser'
import { slugs } from './slugs'

export const LeadNotes: CollectionConfig = {
  slug: slugs.leadNotes,
  labels: { singular: 'Note', plural: 'Notes' },
  access: leadAccess,
  admin: { group: 'Commercial', defaultColumns: ['lead', 'content', 'author', 'createdAt'] },
  defaultSort: '-createdAt',
  fields: [
    { name: 'lead', label: 'Lead', type: 'relationship', relationTo: slugs.leads, required: true, index: true },
    {
      name: 'content',
      label: 'Note',
      type: 'textarea',
      required: true,
      maxLength: 5000,
      validate: (value: string | null | undefined) =>
        (typeof value === 'string' && value.trim().length > 0) || 'La note ne peut pas être vide.',
    },
    {
      name: 'author',
      label: 'Auteur',
      type: 'relationship',
      relationTo: slugs.users,
      hooks: { beforeChange: [authorFromUser] },
      admin: { readOnly: true },
    },
  ],
}
