import type { Block } from 'payload'
import { slugs } from '@collections/slugs'
import { sectionFields } from '../shared/sectionFields'
import { featuresField } from '../shared/textListField'
import { textRowLabel } from '@/blocks/shared/rowLabels'

/** A product range: a picture, a name, a text and the strong points of each model; one may be put forward. */
export const ProductsBlock: Block = {
  slug: 'products',
  interfaceName: 'ProductsBlock',
  labels: { singular: 'Gamme de produits', plural: 'Gammes de produits' },
  fields: [
    ...sectionFields,
    {
      name: 'products',
      label: 'Produits',
      type: 'array',
      minRows: 1,
      labels: { singular: 'Produit', plural: 'Produits' },
      admin: { components: { RowLabel: textRowLabel } },
      fields: [
        { name: 'image', label: 'Image', type: 'upload', relationTo: slugs.media, required: true },
        { name: 'title', label: 'Nom', type: 'text', required: true },
        { name: 'description', label: 'Texte', type: 'textarea', required: true },
        featuresField(),
        {
          name: 'highlight',
          label: 'Mise en avant',
          type: 'text',
          admin: { description: 'Facultatif : une étiquette qui encadre ce produit, par ex. « Le plus populaire ».' },
        },
      ],
    },
  ],
}
