import type { Block } from 'payload'
import { slugs } from '@collections/slugs'
import { validateLink } from '@collections/validations/validateLink'
import { iconField } from '../shared/iconField'
import { linkGroup } from '../shared/linkFields'
import { sectionFields } from '../shared/sectionFields'
import { featuresField } from '../shared/textListField'
import { textRowLabel } from '@/blocks/shared/rowLabels'

/** A grid of cards, each with an icon or a picture, a title, a text, and optional badge, features and link; a button may follow. */
export const IconCardsBlock: Block = {
  slug: 'iconCards',
  interfaceName: 'IconCardsBlock',
  labels: { singular: 'Cartes', plural: 'Cartes' },
  fields: [
    ...sectionFields,
    {
      name: 'pill',
      label: 'Pastille au-dessus des cartes',
      type: 'text',
      admin: { description: 'Facultative : une mention mise en avant entre l’introduction et les cartes.' },
    },
    {
      name: 'columns',
      label: 'Colonnes sur grand écran',
      type: 'select',
      defaultValue: '3',
      options: [
        { value: '2', label: '2' },
        { value: '3', label: '3' },
        { value: '4', label: '4' },
      ],
    },
    {
      name: 'cards',
      label: 'Cartes',
      type: 'array',
      minRows: 1,
      labels: { singular: 'Carte', plural: 'Cartes' },
      admin: { components: { RowLabel: textRowLabel } },
      fields: [
        { name: 'title', label: 'Titre', type: 'text', required: true },
        { name: 'description', label: 'Texte', type: 'textarea', required: true },
        iconField(),
        { name: 'image', label: 'Image (remplace l’icône)', type: 'upload', relationTo: slugs.media },
        {
          type: 'row',
          fields: [
            { name: 'badge', label: 'Badge', type: 'text' },
            { name: 'meta', label: 'Précision (sous le titre)', type: 'text' },
          ],
        },
        featuresField(),
        {
          type: 'row',
          fields: [
            { name: 'href', label: 'Lien', type: 'text', validate: validateLink(['path', 'anchor', 'https']) },
            { name: 'linkLabel', label: 'Texte du lien', type: 'text', admin: { placeholder: 'En savoir plus' } },
          ],
        },
      ],
    },
    linkGroup('link', 'Bouton sous les cartes', { icon: true }),
  ],
}
