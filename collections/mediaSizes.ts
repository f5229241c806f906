import type { GetAdminThumbnail, ImageSize } from 'payload'
import { MEDIA_MAX_SIDE } from './mediaLimits'

/**
 * The widths each photo is stored at besides its original, made once when it is uploaded: the pages name these
 * files in their srcset, so no visit waits for a photo to be resized. A width wider than the photo is not made.
 * From a gallery card on a phone (384) to a full screen (MEDIA_MAX_SIDE).
 */
export const MEDIA_WIDTHS = [384, 640, 750, 1200, 1920, MEDIA_MAX_SIDE] as const

/**
 * The widest file a phone is given (ServerImage's phone source): enough pixels for a 412 px wide screen at 1.75
 * device pixels per CSS pixel (Lighthouse's phone), and no more.
 */
export const PHONE_MAX_WIDTH = 750

/**
 * Each size's WebP quality (WebP: made ten times faster than AVIF, which an upload waits for). 50 for the files
 * phones and small cards show: on a phone's screen the difference does not show, the bytes do, on a link the
 * photo shares with the page's scripts (a project's first photo 9 KB instead of 13). 75 for wide screens.
 */
export const webpQualityFor = (width: number) => (width <= PHONE_MAX_WIDTH ? 50 : 75)

/** Payload's image sizes for those widths. */
export const mediaImageSizes: ImageSize[] = MEDIA_WIDTHS.map((width) => ({
  name: `w${width}`,
  width,
  formatOptions: { format: 'webp', options: { quality: webpQualityFor(width) } },
}))

type StoredDoc = { url?: unknown; sizes?: Record<string, { url?: unknown } | undefined> }

/** What the admin's lists show: the smallest size, or the original of a photo too small to have one. */
export const adminThumbnail: GetAdminThumbnail = ({ doc }) => {
  const { url, sizes } = doc as StoredDoc
  const thumbnail = sizes?.[`w${MEDIA_WIDTHS[0]}`]?.url ?? url
  return typeof thumbnail === 'string' ? thumbnail : null
}
