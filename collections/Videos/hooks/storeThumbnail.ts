import type { CollectionBeforeChangeHook } from 'payload'
import { slugs } from '../../slugs'
import type { Video } from '@/payload-types'

/** YouTube's own picture of a video, fetched once by the server; visitors never ask YouTube for it. */
const thumbnailAddress = (videoId: string) => `https://i.ytimg.com/vi/${videoId}/hqdefault.jpg`

const FETCH_TIMEOUT_MS = 5000

/**
 * When a video is saved without a thumbnail, or with a new YouTube id, its thumbnail is fetched from
 * YouTube by the server and stored as a media: pages then show it from the site itself, and nothing
 * reaches YouTube before the visitor chooses to play (CNIL). YouTube unreachable: the video is saved
 * without one (the page shows the site's neutral picture) and the editor may upload one.
 */
export const storeThumbnail: CollectionBeforeChangeHook<Video> = async ({ data, originalDoc, req }) => {
  if (req.context.seeding || !data.videoId) return data
  const sameVideo = originalDoc?.videoId === data.videoId
  const hasThumbnail = data.thumbnail !== undefined ? Boolean(data.thumbnail) : Boolean(originalDoc?.thumbnail)
  if (hasThumbnail && sameVideo) return data
  if (hasThumbnail && data.thumbnail !== undefined && data.thumbnail !== originalDoc?.thumbnail) return data
  try {
    const response = await fetch(thumbnailAddress(data.videoId), { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) })
    if (!response.ok) throw new Error(`HTTP ${response.status}`)
    const file = Buffer.from(await response.arrayBuffer())
    const media = await req.payload.create({
      collection: slugs.media,
      data: { alt: '' },
      file: { data: file, mimetype: 'image/jpeg', name: `video-${data.videoId}.jpg`, size: file.length },
      req,
      overrideAccess: true,
    })
    return { ...data, thumbnail: media.id }
  } catch (error) {
    req.payload.logger.warn(
      `Miniature de la vidéo ${data.videoId} non récupérée : ${error instanceof Error ? error.message : String(error)}`,
    )
    return sameVideo ? data : { ...data, thumbnail: null }
  }
}
