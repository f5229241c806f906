import type { Block } from 'payload'
import { validateLink } from '@collections/validations/validateLink'
import { sectionFields } from '../shared/sectionFields'
import { textRowLabel } from '@/blocks/shared/rowLabels'

/** Reports and articles about the company, each card opening the outlet's page in a new window. */
export const PressLinksBlock: Block = {
  slug: 'pressLinks',
  interfaceName: 'PressLinksBlock',
  labels: { singular: 'Revue de presse', plural: 'Revues de presse' },
  fields: [
    ...sectionFields,
    {
      name: 'links',
      label: 'Parutions',
      type: 'array',
      minRows: 1,
      labels: { singular: 'Parution', plural: 'Parutions' },
      admin: { components: { RowLabel: textRowLabel } },
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'kind',
              label: 'Type',
              type: 'select',
              required: true,
              defaultValue: 'tv',
              options: [
                { value: 'tv', label: 'Reportage TV' },
                { value: 'article', label: 'Article' },
              ],
            },
            { name: 'outlet', label: 'Média', type: 'text', required: true },
          ],
        },
        { name: 'title', label: 'Titre', type: 'text', required: true },
        {
          name: 'href',
          label: 'Adresse',
          type: 'text',
          required: true,
          validate: validateLink(['https']),
        },
      ],
    },
  ],
}
