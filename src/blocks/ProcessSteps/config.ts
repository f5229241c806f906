import type { Block } from 'payload'
import { validateLink } from '@collections/validations/validateLink'
import { sectionFields } from '../shared/sectionFields'
import { textRowLabel } from '@/blocks/shared/rowLabels'

/** Numbered steps of the work, each with its duration. */
export const ProcessStepsBlock: Block = {
  slug: 'processSteps',
  interfaceName: 'ProcessStepsBlock',
  labels: { singular: 'Étapes', plural: 'Étapes' },
  fields: [
    ...sectionFields,
    {
      name: 'total',
      label: 'Durée totale',
      type: 'text',
      admin: {
        placeholder: '16 à 24 jours ouvrés',
        description: 'Facultatif : affichée au-dessus des étapes, précédée de « Au total : ».',
      },
    },
    {
      name: 'steps',
      label: 'Étapes',
      type: 'array',
      minRows: 1,
      labels: { singular: 'Étape', plural: 'Étapes' },
      admin: { components: { RowLabel: textRowLabel } },
      fields: [
        { name: 'title', label: 'Titre', type: 'text', required: true },
        { name: 'description', label: 'Texte', type: 'textarea', required: true },
        { name: 'duration', label: 'Durée', type: 'text' },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'footnote', label: 'Phrase sous les étapes', type: 'text' },
        { name: 'footnoteLinkLabel', label: 'Texte du lien', type: 'text' },
        { name: 'footnoteHref', label: 'Lien', type: 'text', validate: validateLink(['path', 'anchor', 'https']) },
      ],
    },
  ],
}
