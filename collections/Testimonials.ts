import type { CollectionConfig } from 'payload'
import { contentAccess } from '@/access/contentAccess'
import { cacheTags } from '@/data/cacheTags'
import type { Testimonial } from '@/payload-types'
import { revalidateTagsOf } from './hooks/revalidateTagsOf'
import { serviceOptions } from '@/rules/services'
import { slugs } from './slugs'

export const Testimonials: CollectionConfig = {
  slug: slugs.testimonials,
  labels: { singular: 'Témoignage', plural: 'Témoignages' },
  access: contentAccess,
  admin: { useAsTitle: 'author', defaultColumns: ['author', 'kind', 'rating'], group: 'Contenu' },
  defaultSort: 'id',
  hooks: revalidateTagsOf<Testimonial>([cacheTags.testimonials]),
  fields: [
    {
      name: 'kind',
      label: 'Type',
      type: 'select',
      required: true,
      defaultValue: 'short',
      index: true,
      options: [
        { value: 'short', label: 'Court (bandeau défilant)' },
        { value: 'reusable', label: 'Bloc réutilisable' },
      ],
    },
    { name: 'text', label: 'Texte', type: 'textarea', required: true },
    { name: 'rating', label: 'Note (1 à 5)', type: 'number', required: true, min: 1, max: 5, defaultValue: 5 },
    { name: 'author', label: 'Auteur', type: 'text', required: true },
    { name: 'initials', label: 'Initiales', type: 'text', maxLength: 6 },
    { name: 'context', label: 'Projet', type: 'text', admin: { description: 'Par ex. Extension de maison à Lisieux.' } },
    {
      name: 'services',
      label: 'Services concernés',
      type: 'select',
      hasMany: true,
      options: serviceOptions,
      admin: { description: 'Les pages de ces services montrent ce témoignage en premier.' },
    },
  ],
}
