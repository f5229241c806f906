import type { CollectionConfig } from 'payload'
import { hasRole, nobody } from '@/access/roles'
import { trackedLeadFieldLabels, trackedLeadFields } from '@/leads/rules/leadChanges'
import { authorNameField, leadField } from './leadRelations'
import { slugs } from '@collections/slugs'

/**
 * A lead's history: each change of its status, owner, contact fields or next action (who, when,
 * before → after). Written only by the leads' own hooks (recordLeadChanges, openLead, the intake's
 * assignment); nobody creates, edits or deletes an entry through the API or the admin.
 */
export const LeadChanges: CollectionConfig = {
  slug: slugs.leadChanges,
  labels: { singular: 'Modification', plural: 'Historique des leads' },
  access: { read: hasRole('admin', 'sales'), create: nobody, update: nobody, delete: nobody },
  admin: { group: 'Commercial', defaultColumns: ['createdAt', 'lead', 'field', 'before', 'after', 'authorName'] },
  defaultSort: '-createdAt',
  fields: [
    leadField,
    {
      name: 'field',
      label: 'Champ',
      type: 'select',
      required: true,
      options: trackedLeadFields.map((value) => ({ value, label: trackedLeadFieldLabels[value] })),
    },
    { name: 'before', label: 'Avant', type: 'text' },
    { name: 'after', label: 'Après', type: 'text' },
    // Why the automatic assignment chose the first owner (« même e-mail que le lead n° 42 », « département 80 »).
    { name: 'reason', label: 'Motif', type: 'text' },
    {
      // Who made the change; empty for the site's own automatic assignment.
      name: 'author',
      label: 'Compte de l’auteur',
      type: 'relationship',
      relationTo: slugs.users,
      admin: { readOnly: true },
    },
    authorNameField,
  ],
}
