import type { Block } from 'payload'
import { sectionFields } from '../shared/sectionFields'
import { textRowLabel } from '@/blocks/shared/rowLabels'

/** Common beliefs set right: each card states a myth, crossed out, then the reality, ticked. */
export const MythsBlock: Block = {
  slug: 'myths',
  interfaceName: 'MythsBlock',
  labels: { singular: 'Mythes et réalités', plural: 'Mythes et réalités' },
  fields: [
    ...sectionFields,
    {
      name: 'items',
      label: 'Idées reçues',
      type: 'array',
      minRows: 1,
      labels: { singular: 'Idée reçue', plural: 'Idées reçues' },
      admin: { components: { RowLabel: textRowLabel } },
      fields: [
        { name: 'myth', label: 'Mythe', type: 'text', required: true },
        { name: 'reality', label: 'Réalité', type: 'textarea', required: true },
      ],
    },
  ],
}
