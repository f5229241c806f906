import type { CollectionConfig } from 'payload'
import { leadAccess } from '@/leads/access/leadAccess'
import { activityTypeLabels, activityTypes } from '@/leads/rules/activityTypes'
import { recordFirstResponse } from './hooks/recordFirstResponse'
import { recordLastContact } from './hooks/recordLastContact'
import { authorField, authorNameField, leadField } from './leadRelations'
import { slugs } from '@collections/slugs'

export const LeadActivities: CollectionConfig = {
  slug: slugs.leadActivities,
  labels: { singular: 'Activité', plural: 'Activités' },
  access: leadAccess,
  admin: { group: 'Commercial', defaultColumns: ['lead', 'date', 'types', 'authorName'] },
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
    authorField,
    authorNameField,
  ],
}
