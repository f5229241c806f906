import type { Block } from 'payload'
import { textRowLabel } from '@/blocks/shared/rowLabels'

/** A story told in a few paragraphs under its own heading, beside a highlighted quote led by a big word or date. */
export const StoryBlock: Block = {
  slug: 'story',
  interfaceName: 'StoryBlock',
  labels: { singular: 'Récit et citation', plural: 'Récits et citations' },
  fields: [
    { name: 'title', label: 'Titre (h2)', type: 'text', required: true },
    {
      name: 'paragraphs',
      label: 'Paragraphes',
      type: 'array',
      minRows: 1,
      labels: { singular: 'Paragraphe', plural: 'Paragraphes' },
      admin: { components: { RowLabel: textRowLabel } },
      fields: [{ name: 'text', label: 'Texte', type: 'textarea', required: true }],
    },
    {
      name: 'quote',
      label: 'Citation',
      type: 'group',
      admin: { description: 'Facultative : un encadré à côté du récit.' },
      fields: [
        { name: 'highlight', label: 'Mot ou date en grand', type: 'text', admin: { placeholder: '1949' } },
        { name: 'text', label: 'Citation (sans guillemets)', type: 'textarea' },
        { name: 'author', label: 'Auteur', type: 'text' },
      ],
    },
  ],
}
