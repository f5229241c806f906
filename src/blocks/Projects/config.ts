import type { Block } from 'payload'
import { serviceOptions } from '@/rules/services'
import { linkGroup } from '../shared/linkFields'
import { sectionFields } from '../shared/sectionFields'

/** Before/after cards of the Projects collection, of every service or of some: the first few, or the whole gallery with its room filters. */
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
            { value: 'latest', label: 'Les dernières réalisations (épinglées, puis l’ordre de la liste)' },
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
    {
      name: 'services',
      label: 'Limiter aux services',
      type: 'select',
      hasMany: true,
      options: serviceOptions,
      admin: { description: 'Vide : les réalisations de tous les services.' },
    },
    linkGroup('link', 'Lien sous les cartes'),
  ],
}
