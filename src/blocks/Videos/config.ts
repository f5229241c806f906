import type { Block } from 'payload'
import { sectionFields } from '../shared/sectionFields'

/** Video testimonials from the Videos collection: the first one large, or a grid of the first few. */
export const VideosBlock: Block = {
  slug: 'videos',
  interfaceName: 'VideosBlock',
  labels: { singular: 'Vidéos', plural: 'Vidéos' },
  fields: [
    ...sectionFields,
    {
      name: 'count',
      label: 'Nombre de vidéos',
      type: 'number',
      required: true,
      min: 1,
      max: 6,
      defaultValue: 6,
      admin: { description: 'Une seule vidéo est montrée en grand.' },
    },
    {
      name: 'channelLinkLabel',
      label: 'Texte du lien vers la chaîne vidéo',
      type: 'text',
      admin: { description: 'Facultatif : un lien sous les vidéos vers la chaîne indiquée dans les réglages du site.' },
    },
  ],
}
