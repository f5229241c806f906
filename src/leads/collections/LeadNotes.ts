import type { CollectionConfig } from 'payload'
import { authorOrAdmin } from '@/leads/access/authorOrAdmin'
import { leadAccess } from '@/leads/access/leadAccess'
import type { LeadNote } from '@/payload-types'
import { recordDeletion } from './hooks/recordDeletion'
import { recordEdit } from './hooks/recordEdit'
import { authorField, authorNameField, leadField } from './leadRelations'
import { slugs } from '@collections/slugs'

const noteText = (note: LeadNote) => note.content

export const LeadNotes: CollectionConfig = {
  slug: slugs.leadNotes,
  labels: { singular: 'Note', plural: 'Notes' },
  // Sales staff read and add notes; a note is changed or deleted by its author or an admin only.
  access: { ...leadAccess, update: authorOrAdmin, delete: authorOrAdmin },
  admin: { group: 'Commercial', defaultColumns: ['lead', 'content', 'authorName', 'createdAt'] },
  defaultSort: '-createdAt',
  hooks: { afterChange: [recordEdit('note', noteText)], afterDelete: [recordDeletion('note', noteText)] },
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
