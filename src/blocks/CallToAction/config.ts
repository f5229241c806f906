import type { Block } from 'payload'
import { settingsTokensHelp } from '@/rules/settingsTokens'
import { linkGroup } from '../shared/linkFields'
import { textListField } from '../shared/textListField'

/** A call to action: a title, a sentence and one or two buttons, on the brand colour or in a light frame. */
export const CallToActionBlock: Block = {
  slug: 'callToAction',
  interfaceName: 'CallToActionBlock',
  labels: { singular: 'Appel à l’action', plural: 'Appels à l’action' },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'title', label: 'Titre', type: 'text', required: true },
        {
          name: 'tone',
          label: 'Présentation',
          type: 'select',
          defaultValue: 'brand',
          options: [
            { value: 'brand', label: 'Bandeau aux couleurs de la marque' },
            { value: 'light', label: 'Encadré clair' },
          ],
        },
      ],
    },
    { name: 'intro', label: 'Texte', type: 'textarea', admin: { description: settingsTokensHelp } },
    {
      type: 'row',
      fields: [
        linkGroup('primary', 'Bouton principal', { icon: true }),
        {
          ...linkGroup('secondary', 'Bouton secondaire', { icon: true }),
          admin: {
            description: `Un bouton peut nommer un réglage du site, par ex. « Appeler le {telephone} » vers tel:{telephone}. Un lien vers une ancre de la page (#formulaire-phenix) y fait défiler. ${settingsTokensHelp}`,
          },
        },
      ],
    },
    textListField(
      'badges',
      'Pastilles',
      { singular: 'Pastille', plural: 'Pastilles' },
      { icon: true, description: `Sous les boutons, ou sous l’encadré clair. ${settingsTokensHelp}` },
    ),
  ],
}
