import type { CollectionConfig } from 'payload'
import { contentAccess } from '@/access/roles'
import { cacheTags } from '@/data/cacheTags'
import type { Video } from '@/payload-types'
import { placeNewFirst } from '../hooks/placeNewFirst'
import { revalidateTagsOf } from '../hooks/revalidateTagsOf'
import { youTubeId } from '@/rules/youTubeId'
import { slugs } from '../slugs'
import { storeThumbnail } from './hooks/storeThumbnail'

export const Videos: CollectionConfig = {
  slug: slugs.videos,
  labels: { singular: 'Vidéo', plural: 'Vidéos' },
  access: contentAccess,
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'videoId', 'duration'],
    group: 'Contenu',
    description: 'Glissez les lignes pour choisir l’ordre des vidéos sur le site ; une nouvelle vidéo vient en tête.',
  },
  orderable: true,
  defaultSort: '_order',
  hooks: { ...revalidateTagsOf<Video>([cacheTags.videos]), beforeChange: [placeNewFirst(slugs.videos), storeThumbnail] },
  fields: [
    { name: 'title', label: 'Titre', type: 'text', required: true },
    {
      name: 'videoId',
      label: 'Vidéo YouTube',
      type: 'text',
      required: true,
      unique: true,
      admin: {
        description:
          'Collez l’adresse de la vidéo (https://www.youtube.com/watch?v=…, https://youtu.be/…) ou son identifiant de 11 caractères\u00a0: seul l’identifiant est gardé.',
      },
      hooks: { beforeValidate: [({ value }) => youTubeId(typeof value === 'string' ? value : null) ?? value] },
      validate: (value: string | null | undefined) =>
        youTubeId(value) === value || 'Adresse YouTube ou identifiant de 11 caractères attendu (par ex. https://youtu.be/dQw4w9WgXcQ).',
    },
    {
      name: 'duration',
      label: 'Durée',
      type: 'text',
      required: true,
      admin: { description: 'Affichée sur la vignette, en minutes et secondes\u00a0: par ex. 4:12.' },
      validate: (value: string | null | undefined) =>
        (typeof value === 'string' && /^\d{1,2}:\d{2}$/.test(value)) || 'Durée au format m:ss, par ex. 4:12.',
    },
    {
      name: 'thumbnail',
      label: 'Miniature',
      type: 'upload',
      relationTo: slugs.media,
      admin: {
        description:
          'Récupérée chez YouTube à l’enregistrement et servie par le site : rien n’est demandé à YouTube avant que le visiteur lance la vidéo. Vous pouvez la remplacer.',
      },
    },
  ],
}
