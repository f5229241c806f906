import type { CollectionConfig } from 'payload'
import { contentAccess } from '@/access/roles'
import { cacheTags } from '@/data/cacheTags'
import type { Video } from '@/payload-types'
import { placeNewFirst } from '../hooks/placeNewFirst'
import { revalidateTagsOf } from '../hooks/revalidateTagsOf'
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
      label: 'Identifiant YouTube',
      type: 'text',
      required: true,
      unique: true,
      validate: (value: string | null | undefined) =>
        (typeof value === 'string' && /^[A-Za-z0-9_-]{11}$/.test(value)) || 'Identifiant YouTube de 11 caractères attendu.',
    },
    {
      name: 'duration',
      label: 'Durée',
      type: 'text',
      required: true,
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
