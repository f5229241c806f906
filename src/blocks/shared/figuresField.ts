import type { ArrayField } from 'payload'
import { settingsTokensHelp } from '@/rules/settingsTokens'
import { textRowLabel } from '@/blocks/shared/rowLabels'

/** Key figures, each a big value (which may name a site setting) and a short label. */
export const figuresField = (label: string, rows: Pick<ArrayField, 'minRows' | 'maxRows'>): ArrayField => ({
  name: 'figures',
  label,
  type: 'array',
  ...rows,
  labels: { singular: 'Chiffre', plural: 'Chiffres' },
  admin: { description: settingsTokensHelp, components: { RowLabel: textRowLabel } },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'value', label: 'Valeur', type: 'text', required: true, admin: { placeholder: '+30 %' } },
        { name: 'label', label: 'Libellé', type: 'text', required: true },
      ],
    },
  ],
})
