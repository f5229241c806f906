import type { Block } from 'payload'
import { sectionFields } from '../shared/sectionFields'
import { textRowLabel } from '@/blocks/shared/rowLabels'

/** Questions and answers, one open at a time. */
export const FaqBlock: Block = {
  slug: 'faq',
  interfaceName: 'FaqBlock',
  labels: { singular: 'Questions fréquentes', plural: 'Questions fréquentes' },
  fields: [
    ...sectionFields,
    {
      name: 'display',
      label: 'Présentation',
      type: 'select',
      defaultValue: 'accordion',
      options: [
        { value: 'accordion', label: 'Accordéon (la première question ouverte)' },
        { value: 'disclosures', label: 'Volets fermés (s’ouvrent aussi sans JavaScript)' },
      ],
    },
    {
      name: 'items',
      label: 'Questions',
      type: 'array',
      minRows: 1,
      labels: { singular: 'Question', plural: 'Questions' },
      admin: { components: { RowLabel: textRowLabel } },
      fields: [
        { name: 'question', label: 'Question', type: 'text', required: true },
        { name: 'answer', label: 'Réponse', type: 'textarea', required: true },
      ],
    },
  ],
}
