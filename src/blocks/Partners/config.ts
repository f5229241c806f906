import type { Block } from 'payload'
import { sectionFields } from '../shared/sectionFields'
import { textRowLabel } from '@/blocks/shared/rowLabels'

/** The manufacturers the company works with, each name set as a simple word mark (not the brand's own logo). */
export const PartnersBlock: Block = {
  slug: 'partners',
  interfaceName: 'PartnersBlock',
  labels: { singular: 'Partenaires', plural: 'Partenaires' },
  fields: [
    ...sectionFields,
    {
      name: 'partners',
      label: 'Partenaires',
      type: 'array',
      minRows: 1,
      maxRows: 12,
      labels: { singular: 'Partenaire', plural: 'Partenaires' },
      admin: { components: { RowLabel: textRowLabel } },
      fields: [{ name: 'label', label: 'Nom', type: 'text', required: true }],
    },
  ],
}
