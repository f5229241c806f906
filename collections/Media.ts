import type { CollectionConfig } from 'payload'
import { contentAccess } from '@/access/contentAccess'
import { slugs } from './slugs'

export const Media: CollectionConfig = {
  slug: slugs.media,
  labels: { singular: 'Média', plural: 'Médias' },
  access: contentAccess,
  admin: { group: 'Contenu' },
  upload: {
    staticDir: 'media',
    mimeTypes: ['image/*'],
    formatOptions: { format: 'webp', options: { quality: 80 } },
    imageSizes: [
      { name: 'thumbnail', width: 480, formatOptions: { format: 'webp', options: { quality: 75 } } },
      { name: 'card', width: 960, formatOptions: { format: 'webp', options: { quality: 78 } } },
      { name: 'large', width: 1600, formatOptions: { format: 'webp', options: { quality: 80 } } },
    ],
    adminThumbnail: 'thumbnail',
  },
  fields: [{ name: 'alt', label: 'Texte alternatif', type: 'text', required: true }],
}
