import type { CollectionConfig } from 'payload'
import { contentAccess } from '@/access/roles'
import { itemRowLabel } from '@/admin/itemRowLabel'
import { timelineIconLabels, timelineIcons, timelineTypeLabels, timelineTypes } from '@/rules/timeline'
import { cacheTags } from '@/data/cacheTags'
import type { TimelineEntry } from '@/payload-types'
import { revalidateTagsOf } from './hooks/revalidateTagsOf'
import { slugs } from './slugs'

export const TimelineEntries: CollectionConfig = {
  slug: slugs.timelineEntries,
  labels: { singular: 'Étape de l’histoire', plural: 'Histoire (frise)' },
  access: contentAccess,
  admin: { useAsTitle: 'title', defaultColumns: ['year', 'title', 'type'], group: 'Contenu' },
  defaultSort: 'year',
  hooks: revalidateTagsOf<TimelineEntry>([cacheTags.timeline]),
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'year', label: 'Année', type: 'number', required: true, min: 1900, max: 2100, index: true },
        {
          name: 'type',
          label: 'Type',
          type: 'select',
          required: true,
          options: timelineTypes.map((value) => ({ value, label: timelineTypeLabels[value] })),
        },
        {
          name: 'icon',
          label: 'Icône',
          type: 'select',
          required: true,
          options: timelineIcons.map((value) => ({ value, label: timelineIconLabels[value] })),
        },
      ],
    },
    { name: 'title', label: 'Titre', type: 'text', required: true },
    { name: 'description', label: 'Description', type: 'textarea', required: true },
    {
      name: 'details',
      label: 'Détails',
      type: 'array',
      labels: { singular: 'Détail', plural: 'Détails' },
      admin: { components: { RowLabel: itemRowLabel('text', 'Détail') } },
      fields: [{ name: 'text', label: 'Texte', type: 'text', required: true }],
    },
    { name: 'gallery', label: 'Galerie photo', type: 'upload', relationTo: slugs.media, hasMany: true },
  ],
}
