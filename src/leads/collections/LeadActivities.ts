import type { CollectionConfig } from 'payload'
import { leadAccess } from '@/leads/access/leadAccess'
import { activityOutcomeLabels, activityOutcomes, activityTypeLabels, activityTypes } from '@/leads/rules/activityTypes'
import { recordFirstResponse } from './hooks/recordFirstResponse'
import { recordLastContact } from './hooks/recordLastContact'
import { authorField, authorNameField, leadField } from './leadRelations'
import { slugs } from '@collections/slugs'

export const LeadActivities: CollectionConfig = {
  slug: slugs.leadActivities,
  labels: { singular: 'Activité', plural: 'Activités' },
  access: leadAccess,
  admin: { group: 'Commercial', defaultColumns: ['lead', 'date', 'types', 'outcome', 'authorName'] },
  defaultSort: '-createdAt',
  hooks: { afterChange: [recordLastContact, recordFirstResponse] },
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
