import type { Block } from 'payload'
import { companyFactOptions } from './companyFacts'

/** An inline block of the rich text: one of the company's details, read from the site settings. */
export const CompanyFactInlineBlock: Block = {
  slug: 'companyFact',
  interfaceName: 'CompanyFactInline',
  labels: { singular: 'Donnée de l’entreprise', plural: 'Données de l’entreprise' },
  fields: [
    {
      name: 'fact',
      label: 'Donnée',
      type: 'select',
      required: true,
      options: companyFactOptions,
      admin: { description: 'Affiche la valeur des réglages du site : elle suit leurs modifications.' },
    },
  ],
}
