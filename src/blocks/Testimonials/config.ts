import type { Block } from 'payload'
import { slugs } from '@collections/slugs'
import { serviceOptions } from '@/rules/services'
import { sectionFields } from '../shared/sectionFields'

/** Customers' words from the Testimonials collection, in one of three ways, optionally with the Google rating. */
export const TestimonialsBlock: Block = {
  slug: 'testimonials',
  interfaceName: 'TestimonialsBlock',
  labels: { singular: 'Témoignages', plural: 'Témoignages' },
  fields: [
    ...sectionFields,
    {
      name: 'mode',
      label: 'Témoignages montrés',
      type: 'select',
      required: true,
      defaultValue: 'strip',
      options: [
        { value: 'strip', label: 'Les courts, en bandeau défilant' },
        { value: 'chosen', label: 'Choisis ci-dessous' },
        { value: 'service', label: 'Ceux d’un service' },
      ],
    },
    {
      name: 'testimonials',
      label: 'Témoignages',
      type: 'relationship',
      relationTo: slugs.testimonials,
      hasMany: true,
      admin: {
        description: 'Aucun choisi : tous les témoignages longs.',
        condition: (_, siblingData) => siblingData?.mode === 'chosen',
      },
    },
    {
      type: 'row',
      admin: { condition: (_, siblingData) => siblingData?.mode === 'service' },
      fields: [
        { name: 'service', label: 'Service', type: 'select', options: serviceOptions },
        { name: 'count', label: 'Nombre de témoignages', type: 'number', min: 1, max: 6, defaultValue: 3 },
      ],
    },
    { name: 'googleReviews', label: 'Afficher la note Google des agences', type: 'checkbox', defaultValue: false },
  ],
}
