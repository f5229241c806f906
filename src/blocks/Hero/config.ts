import type { Block } from 'payload'
import { slugs } from '@collections/slugs'
import { settingsTokensHelp } from '@/rules/settingsTokens'
import { linkGroup } from '../shared/linkFields'
import { textListField } from '../shared/textListField'

/** The top of a page: its only h1, two calls to action, trust points and a picture of finished work (or centred text). */
export const HeroBlock: Block = {
  slug: 'hero',
  interfaceName: 'HeroBlock',
  labels: { singular: 'En-tête', plural: 'En-têtes' },
  fields: [
    { name: 'eyebrow', label: 'Surtitre', type: 'text' },
    { name: 'title', label: 'Titre (h1)', type: 'text', required: true },
    { name: 'intro', label: 'Introduction', type: 'textarea' },
    {
      type: 'row',
      fields: [
        linkGroup('primary', 'Bouton principal', { icon: true }),
        {
          ...linkGroup('secondary', 'Bouton secondaire', { icon: true }),
          admin: {
            description: `Un bouton peut nommer un réglage du site, par ex. « {telephone} » vers tel:{telephone}. ${settingsTokensHelp}`,
          },
        },
      ],
    },
    textListField('trust', 'Points de confiance', { singular: 'Point', plural: 'Points' }),
    { name: 'image', label: 'Photo', type: 'upload', relationTo: slugs.media },
    {
      name: 'badge',
      label: 'Pastille sur la photo',
      type: 'group',
      admin: {
        description: `Facultative : un chiffre mis en avant au bas de la photo, avec sa légende. ${settingsTokensHelp}`,
        condition: (_, siblingData) => Boolean(siblingData?.image),
      },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'value', label: 'Chiffre', type: 'text', admin: { placeholder: '{plus-value}' } },
            { name: 'text', label: 'Légende (un retour à la ligne par ligne)', type: 'textarea' },
          ],
        },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'compact', label: 'En-tête réduit', type: 'checkbox', defaultValue: false },
        {
          name: 'centered',
          label: 'Texte centré',
          type: 'checkbox',
          defaultValue: false,
          admin: { description: 'Pour un en-tête sans photo.', condition: (_, siblingData) => !siblingData?.image },
        },
      ],
    },
  ],
}
