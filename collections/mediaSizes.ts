import type { GetAdminThumbnail, ImageSize } from 'payload'
import { MEDIA_MAX_SIDE } from './mediaLimits'

/**
 * The widths each photo is stored at besides its original, made once when it is uploaded: the pages name these
 * files in their srcset, so no visit waits for a photo to be resized. A width wider than the photo is not made.
 * From a gallery card on a phone (384) to a full screen (MEDIA_MAX_SIDE).
 */
export const MEDIA_WIDTHS = [384, 640, 750, 1200, 1920, MEDIA_MAX_SIDE] as const

/** Their quality: WebP is as light as AVIF for these photos at this quality, and made ten times faster. */
export const MEDIA_WEBP_QUALITY = 75

/** Payload's image sizes for those widths. */
export const mediaImageSizes: ImageSize[] = MEDIA_WIDTHS.map((width) => ({
  name: `w${width}`,
  width,
  formatOptions: { format: 'webp', options: { quality: MEDIA_WEBP_QUALITY } },
}))

type StoredDoc = { url?: unknown; sizes?: Record<string, { url?: unknown } | undefined> }

/** What the admin's lists show: the smallest size, or the original of a photo too small to have one. */
export const adminThumbnail: GetAdminThumbnail = ({ doc }) => {
  const { url, sizes } = doc as StoredDoc
  const thumbnail = sizes?.[`w${MEDIA_WIDTHS[0]}`]?.url ?? url
  return typeof thumbnail === 'string' ? thumbnail : null
}
