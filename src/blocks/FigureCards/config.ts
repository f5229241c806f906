import type { Block } from 'payload'
import { iconField } from '../shared/iconField'
import { sectionFields } from '../shared/sectionFields'
import { textRowLabel } from '@/blocks/shared/rowLabels'

/** Cards led by a big figure (+30%, 50m², RGE), each with an icon, a title and a sentence. */
export const FigureCardsBlock: Block = {
  slug: 'figureCards',
  interfaceName: 'FigureCardsBlock',
  labels: { singular: 'Cartes chiffrées', plural: 'Cartes chiffrées' },
  fields: [
    ...sectionFields,
    {
      name: 'cards',
      label: 'Cartes',
      type: 'array',
      minRows: 1,
      maxRows: 8,
      labels: { singular: 'Carte', plural: 'Cartes' },
      admin: { components: { RowLabel: textRowLabel } },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'figure', label: 'Chiffre', type: 'text', required: true, admin: { placeholder: '+30%' } },
            { name: 'title', label: 'Titre', type: 'text', required: true },
            iconField(),
          ],
        },
        { name: 'description', label: 'Texte', type: 'textarea', required: true },
      ],
    },
  ],
}
