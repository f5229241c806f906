import type { CollectionConfig } from 'payload'
import type { LeadActivity } from '@/payload-types'
import { authorOrAdmin } from '@/leads/access/authorOrAdmin'
import { leadAccess } from '@/leads/access/leadAccess'
import { activityOutcomeLabels, activityOutcomes, activityTypeLabels, activityTypes, describeActivity } from '@/leads/rules/activityTypes'
import { recordDeletion } from './hooks/recordDeletion'
import { recordEdit } from './hooks/recordEdit'
import { recordFirstResponse } from './hooks/recordFirstResponse'
import { recordLastContact } from './hooks/recordLastContact'
import { authorField, authorNameField, leadField } from './leadRelations'
import { slugs } from '@collections/slugs'

export const LeadActivities: CollectionConfig = {
  slug: slugs.leadActivities,
  labels: { singular: 'Activité', plural: 'Activités' },
  // The notes' rule: sales staff read and log activities; one is changed or deleted by its author or an admin only.
  access: { ...leadAccess, update: authorOrAdmin, delete: authorOrAdmin },
  admin: { group: 'Commercial', defaultColumns: ['lead', 'date', 'types', 'outcome', 'authorName'] },
  defaultSort: '-createdAt',
  hooks: {
    afterChange: [recordLastContact, recordFirstResponse, recordEdit<LeadActivity>('activity', describeActivity)],
    afterDelete: [recordDeletion<LeadActivity>('activity', describeActivity)],
  },
  fields: [
    leadField,
    {
      name: 'date',
      label: 'Date',
      type: 'date',
      required: true,
      defaultValue: () => new Date().toISOString(),
      admin: { date: { pickerAppearance: 'dayOnly', displayFormat: 'dd/MM/yyyy' } },
    },
    {
      name: 'types',
      label: 'Types',
      type: 'select',
      hasMany: true,
      required: true,
      options: activityTypes.map((value) => ({ value, label: activityTypeLabels[value] })),
      validate: (value: unknown) => {
        if (!Array.isArray(value) || value.length === 0) return 'Choisissez au moins un type d’activité.'
        return value.every((type) => (activityTypes as readonly unknown[]).includes(type)) || 'Type d’activité inconnu.'
      },
    },
    {
      // How the contact ended (a call answered, a voicemail, no answer, a meeting booked).
      name: 'outcome',
      label: 'Résultat',
      type: 'select',
      options: activityOutcomes.map((value) => ({ value, label: activityOutcomeLabels[value] })),
    },
    { name: 'comment', label: 'Commentaire', type: 'textarea', maxLength: 2000 },
    authorField,
    authorNameField,
  ],
}
