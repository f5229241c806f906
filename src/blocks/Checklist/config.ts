import type { Block } from 'payload'
import { sectionFields } from '../shared/sectionFields'
import { textListField } from '../shared/textListField'

/** Short commitments or labels, each with a check mark: a row of pills or a column of framed lines. */
export const ChecklistBlock: Block = {
  slug: 'checklist',
  interfaceName: 'ChecklistBlock',
  labels: { singular: 'Liste d’engagements', plural: 'Listes d’engagements' },
  fields: [
    ...sectionFields,
    {
      name: 'display',
      label: 'Présentation',
      type: 'select',
      required: true,
      defaultValue: 'pills',
      options: [
        { value: 'pills', label: 'Pastilles côte à côte (labels, garanties)' },
        { value: 'rows', label: 'Lignes encadrées (engagements en phrases)' },
      ],
    },
    textListField(
      'items',
      'Éléments',
      { singular: 'Élément', plural: 'Éléments' },
      { minRows: 1, icon: true, description: 'Sans icône choisie : un label certifié (pastilles) ou un bouclier (lignes).' },
    ),
  ],
}
