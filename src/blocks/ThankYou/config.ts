import type { Block } from 'payload'
import { textRowLabel } from '@/blocks/shared/rowLabels'

/**
 * The page a form leads to once sent: thanks, what happens next, and how to reach the company meanwhile
 * (phone, e-mail and hours from the site settings).
 */
export const ThankYouBlock: Block = {
  slug: 'thankYou',
  interfaceName: 'ThankYouBlock',
  labels: { singular: 'Remerciement', plural: 'Remerciements' },
  fields: [
    { name: 'title', label: 'Titre (h1)', type: 'text', required: true },
    { name: 'intro', label: 'Message', type: 'textarea', required: true },
    {
      name: 'variant',
      label: 'Présentation',
      type: 'select',
      required: true,
      defaultValue: 'full',
      options: [
        { value: 'full', label: 'Étapes suivantes, téléphone, e-mail et horaires' },
        { value: 'callback', label: 'Rappel : le téléphone seul' },
      ],
    },
    {
      name: 'steps',
      label: 'Étapes suivantes',
      type: 'array',
      labels: { singular: 'Étape', plural: 'Étapes' },
      admin: {
        condition: (_, block) => block?.variant !== 'callback',
        components: { RowLabel: textRowLabel },
      },
      fields: [
        { name: 'title', label: 'Titre', type: 'text', required: true },
        { name: 'text', label: 'Texte', type: 'textarea', required: true },
      ],
    },
  ],
}
