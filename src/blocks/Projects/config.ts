import type { Block } from 'payload'
import { linkGroup } from '../shared/linkFields'
import { sectionFields } from '../shared/sectionFields'

/** Before/after cards of the Projects collection: the first few, or the whole gallery with its room filters. */
export const ProjectsBlock: Block = {
  slug: 'projects',
  interfaceName: 'ProjectsBlock',
  labels: { singular: 'Réalisations', plural: 'Réalisations' },
  fields: [
    ...sectionFields,
    {
      type: 'row',
      fields: [
        {
          name: 'display',
          label: 'Affichage',
          type: 'select',
          required: true,
          defaultValue: 'latest',
          options: [
            { value: 'latest', label: 'Les premières réalisations' },
            { value: 'gallery', label: 'Toutes, avec les filtres par pièce' },
          ],
        },
        {
          name: 'count',
          label: 'Nombre de réalisations',
          type: 'number',
          min: 1,
          max: 12,
          defaultValue: 3,
          admin: { condition: (_, siblingData) => siblingData?.display !== 'gallery' },
        },
        {
          name: 'uplift',
          label: 'Plus-value sur les cartes',
          type: 'text',
          admin: { placeholder: '+25%', description: 'Facultative : une pastille sur la photo « après ».' },
        },
      ],
    },
    linkGroup('link', 'Lien sous les cartes'),
  ],
}
