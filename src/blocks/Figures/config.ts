import type { Block } from 'payload'
import { settingsTokensHelp } from '@/rules/settingsTokens'
import { iconField } from '../shared/iconField'
import { sectionFields } from '../shared/sectionFields'

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
        components: { RowLabel: '/src/blocks/shared/TextRowLabel#TextRowLabel' },
      },
      fields: [{ type: 'row', fields: [{ name: 'label', label: 'Texte', type: 'text', required: true }, iconField()] }],
    },
    {
      name: 'figures',
      label: 'Chiffres',
      type: 'array',
      minRows: 1,
      maxRows: 6,
      labels: { singular: 'Chiffre', plural: 'Chiffres' },
      admin: { description: settingsTokensHelp, components: { RowLabel: '/src/blocks/shared/TextRowLabel#TextRowLabel' } },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'value', label: 'Valeur', type: 'text', required: true, admin: { placeholder: '+30 %' } },
            { name: 'label', label: 'Libellé', type: 'text', required: true },
          ],
        },
      ],
    },
  ],
}
