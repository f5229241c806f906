import type { Block } from 'payload'
import { settingsTokensHelp } from '@/rules/settingsTokens'
import { linkGroup } from '../shared/linkFields'
import { textListField } from '../shared/textListField'

/** The closing call to action of a page: a title, a sentence and one or two buttons on the brand colour. */
export const CallToActionBlock: Block = {
  slug: 'callToAction',
  interfaceName: 'CallToActionBlock',
  labels: { singular: 'Appel à l’action', plural: 'Appels à l’action' },
  fields: [
    { name: 'title', label: 'Titre', type: 'text', required: true },
    { name: 'intro', label: 'Texte', type: 'textarea' },
    {
      type: 'row',
      fields: [
        linkGroup('primary', 'Bouton principal'),
        {
          ...linkGroup('secondary', 'Bouton secondaire'),
          admin: {
            description: `Un bouton peut nommer un réglage du site, par ex. « Appeler le {telephone} » vers tel:{telephone}. ${settingsTokensHelp}`,
          },
        },
      ],
    },
    textListField(
      'badges',
      'Pastilles sous les boutons',
      { singular: 'Pastille', plural: 'Pastilles' },
      { description: settingsTokensHelp },
    ),
  ],
}
