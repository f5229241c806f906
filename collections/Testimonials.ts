import type { CollectionConfig } from 'payload'
import { contentAccess } from '@/access/roles'
import { cacheTags } from '@/data/cacheTags'
import type { Testimonial } from '@/payload-types'
import { pinnedField } from './fields/pinnedField'
import { placeNewFirst } from './hooks/placeNewFirst'
import { revalidateTagsOf } from './hooks/revalidateTagsOf'
import { serviceOptions } from '@/rules/services'
import { slugs } from './slugs'
import { refuseDeleteInUse } from './hooks/refuseDeleteInUse'

// A testimonial a page block shows by choice stays until it is taken out of the block.
const testimonialInUse = refuseDeleteInUse('Ce témoignage', false)

export const Testimonials: CollectionConfig = {
  slug: slugs.testimonials,
  labels: { singular: 'Témoignage', plural: 'Témoignages' },
  access: contentAccess,
  // Deleting puts in the trash (« Corbeille »): restorable for 30 days, then purged (purgeTrash).
  trash: true,
  admin: {
    useAsTitle: 'author',
    defaultColumns: ['author', 'kind', 'services', 'pinned'],
    group: 'Contenu',
    description: 'Glissez les lignes pour choisir l’ordre des témoignages sur le site ; un nouveau témoignage vient en tête.',
  },
  // Editors order testimonials by drag and drop (Payload's orderable collections); lists read that order.
  orderable: true,
  defaultSort: '_order',
  hooks: {
    ...revalidateTagsOf<Testimonial>([cacheTags.testimonials]),
    beforeChange: [testimonialInUse.beforeChange, placeNewFirst(slugs.testimonials)],
    beforeDelete: [testimonialInUse.beforeDelete],
    afterError: [testimonialInUse.afterError],
  },
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
    pinnedField,
  ],
}
