import type { CollectionConfig } from 'payload'
import { contentAccess } from '@/access/contentAccess'
import { slugs } from './slugs'

export const Media: CollectionConfig = {
  slug: slugs.media,
  labels: { singular: 'Média', plural: 'Médias' },
  access: contentAccess,
  admin: { group: 'Contenu' },
  upload: {
    // Uploads live on disk here (git-ignored), or in the S3 bucket when S3_BUCKET is set (src/config/mediaStorage.ts).
    staticDir: process.env.MEDIA_DIR || 'media',
    mimeTypes: ['image/*'],
    // next/image resizes for every screen; Payload keeps only the admin's thumbnail.
    imageSizes: [{ name: 'thumbnail', width: 480, formatOptions: { format: 'webp', options: { quality: 75 } } }],
    adminThumbnail: 'thumbnail',
  },
  fields: [{ name: 'alt', label: 'Texte alternatif', type: 'text', required: true }],
}
