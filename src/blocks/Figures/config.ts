import type { Block } from 'payload'
import { figuresField } from '../shared/figuresField'
import { iconField } from '../shared/iconField'
import { sectionFields } from '../shared/sectionFields'
import { textRowLabel } from '@/blocks/shared/rowLabels'

/** Key figures in a row: a big number and a short label each. */
export const FiguresBlock: Block = {
  slug: 'figures',
  interfaceName: 'FiguresBlock',
  labels: { singular: 'Chiffres clés', plural: 'Chiffres clés' },
  fields: [
    ...sectionFields,
    {
      name: 'labels',
      label: 'Labels au-dessus des chiffres',
      type: 'array',
      labels: { singular: 'Label', plural: 'Labels' },
      admin: {
        description: 'Facultatifs : certifications et garanties en pastilles, avant les chiffres.',
        components: { RowLabel: textRowLabel },
      },
      fields: [{ type: 'row', fields: [{ name: 'label', label: 'Texte', type: 'text', required: true }, iconField()] }],
    },
    figuresField('Chiffres', { minRows: 1, maxRows: 6 }),
  ],
}
