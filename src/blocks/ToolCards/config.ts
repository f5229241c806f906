import type { Block } from 'payload'
import { validateLink } from '@collections/validations/validateLink'
import { iconField } from '../shared/iconField'
import { sectionFields } from '../shared/sectionFields'
import { textRowLabel } from '@/blocks/shared/rowLabels'

/** Cards that each lead to one of the site's tools or forms, with the time it takes: the whole card is the link. */
export const ToolCardsBlock: Block = {
  slug: 'toolCards',
  interfaceName: 'ToolCardsBlock',
  labels: { singular: 'Cartes d’outils', plural: 'Cartes d’outils' },
  fields: [
    ...sectionFields,
    { name: 'linkLabel', label: 'Invitation au bas des cartes', type: 'text', required: true, defaultValue: 'Commencer' },
    {
      name: 'cards',
      label: 'Outils',
      type: 'array',
      minRows: 1,
      labels: { singular: 'Outil', plural: 'Outils' },
      admin: { components: { RowLabel: textRowLabel } },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'title', label: 'Titre', type: 'text', required: true },
            { name: 'duration', label: 'Durée', type: 'text', admin: { placeholder: '2 min' } },
          ],
        },
        { name: 'description', label: 'Texte', type: 'textarea', required: true },
        {
          type: 'row',
          fields: [
            {
              name: 'href',
              label: 'Lien',
              type: 'text',
              required: true,
              validate: validateLink(['path', 'https']),
            },
            iconField(),
          ],
        },
      ],
    },
  ],
}
