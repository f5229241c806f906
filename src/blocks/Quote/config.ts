import type { Block } from 'payload'

/** One customer's words set apart, with their rating: a quote written for this page, not taken from the testimonials. */
export const QuoteBlock: Block = {
  slug: 'quote',
  interfaceName: 'QuoteBlock',
  labels: { singular: 'Citation d’un client', plural: 'Citations de clients' },
  fields: [
    { name: 'text', label: 'Citation (sans guillemets)', type: 'textarea', required: true },
    {
      type: 'row',
      fields: [
        {
          name: 'author',
          label: 'Auteur',
          type: 'text',
          required: true,
          admin: { placeholder: 'Nathalie V., aménagement de combles à Amiens (80)' },
        },
        { name: 'rating', label: 'Note (1 à 5)', type: 'number', required: true, min: 1, max: 5, defaultValue: 5 },
      ],
    },
  ],
}
