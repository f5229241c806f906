import type { CollectionConfig } from 'payload'
import { contentAccess } from '@/access/roles'
import { inertFileHeaders } from '@/config/inertFileHeaders.mjs'
import { cacheTags } from '@/data/cacheTags'
import type { Media as MediaDoc } from '@/payload-types'
import { refuseDeleteInUse } from './hooks/refuseDeleteInUse'
import { refuseNonRasterUpload } from './hooks/refuseNonRasterUpload'
import { serveMissingFileAs404 } from './hooks/serveMissingFileAs404'
import { revalidateTagsOf } from './hooks/revalidateTagsOf'
import { showUploadRefusal } from './hooks/showUploadRefusal'
import { slugs } from './slugs'
import { MEDIA_MAX_MEGABYTES, MEDIA_MAX_SIDE } from './mediaLimits'
import { adminThumbnail, mediaImageSizes } from './mediaSizes'

// A photo a project, a block, a testimonial or a video shows stays, file included, until it is replaced there.
const mediaInUse = refuseDeleteInUse('Cette image')
const staticDir = process.env.MEDIA_DIR || 'media'

export const Media: CollectionConfig = {
  slug: slugs.media,
  labels: { singular: 'Média', plural: 'Médias' },
  access: contentAccess,
  // Deleting puts in the trash (« Corbeille »): restorable for 30 days, then purged with the file (purgeTrash).
  trash: true,
  admin: {
    group: 'Contenu',
    defaultColumns: ['filename', 'alt', 'filesize', 'updatedAt'],
    description: `Photos JPEG, PNG, WebP, AVIF ou GIF de ${MEDIA_MAX_MEGABYTES} Mo au plus. Une grande photo est réduite à ${MEDIA_MAX_SIDE} px de côté à l’envoi, et ses tailles pour chaque écran sont faites aussitôt.`,
  },
  // Raster images only, checked on the file's bytes with a message an editor can act on.
  // A changed upload (its alt text, a replaced file) clears the reads that populate it.
  hooks: {
    beforeOperation: [refuseNonRasterUpload],
    beforeChange: [mediaInUse.beforeChange],
    beforeDelete: [mediaInUse.beforeDelete],
    afterError: [showUploadRefusal, mediaInUse.afterError],
    ...revalidateTagsOf<MediaDoc>([cacheTags.media]),
  },
  upload: {
    // Uploads live on disk here (git-ignored), or in the S3 bucket when S3_BUCKET is set (src/config/mediaStorage.ts).
    staticDir,
    // A record whose file is missing answers 404, not Payload's 500.
    handlers: [serveMissingFileAs404(staticDir)],
    // No SVG: its scripts run in the site's origin when the file is opened. Payload checks the bytes against this list too.
    mimeTypes: ['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/gif'],
    // "Paste a URL" fetched the image from the editor's browser, which the site policy's connect-src (and most
    // hosts' CORS) forbids: the button would only fail. Editors upload files from their computer.
    pasteURL: false,
    // Files from disk and from the bucket alike: inert whatever they hold (next.config.mjs sends the same for the path).
    modifyResponseHeaders: ({ headers }) => {
      for (const { key, value } of inertFileHeaders) headers.set(key, value)
      return headers
    },
    // Every width the pages show, made here once rather than on a visitor's first request.
    imageSizes: mediaImageSizes,
    adminThumbnail,
    // A camera's photo (9000 × 6000, 30 Mo) is scaled down once, on upload: the stored original stays light.
    resizeOptions: { width: MEDIA_MAX_SIDE, height: MEDIA_MAX_SIDE, fit: 'inside', withoutEnlargement: true },
  },
  fields: [
    {
      name: 'alt',
      label: 'Texte alternatif',
      type: 'text',
      required: true,
      admin: {
        description:
          'Ce que montre l’image, en une phrase, pour qui ne la voit pas (lecteur d’écran, image non chargée)\u00a0: « Combles aménagés en chambre sous une charpente en bois ». Pas de « image de… ».',
      },
    },
  ],
}
