import type { CollectionConfig } from 'payload'
import { leadAccess } from '@/access/leadAccess'
import { activityTypeLabels, activityTypes } from '@/rules/activityTypes'
import { authorField, leadField } from './leadRelations'
import { slugs } from './slugs'

export const LeadActivities: CollectionConfig = {
  slug: slugs.leadActivities,
  labels: { singular: 'Activité', plural: 'Activités' },
  access: leadAccess,
  admin: { group: 'Commercial', defaultColumns: ['lead', 'date', 'types', 'author'] },
  defaultSort: '-createdAt',
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
      validate: (value: unknown) =>
        (Array.isArray(value) && value.length > 0) || 'Choisissez au moins un type d’activité.',
    },
    authorField,
  ],
}
