import type { Media } from '@/payload-types'
import { mediaPath } from '@/lib/mediaUrl'
import { storedSrcSet } from '@/rules/srcSetUpTo'

/** A populated upload, or null when only its id came back. */
export function mediaOf(value: number | Media | null | undefined): Media | null {
  return value && typeof value === 'object' ? value : null
}

/** An upload as the pages draw it: its original, and every width stored for it at upload as a `srcset`. */
export type Photo = { src: string; srcSet: string; alt: string; width: number; height: number }

/** The photo of a populated upload, or null when it is not populated or has no file. */
export function photoOf(value: number | Media | null | undefined): Photo | null {
  const media = mediaOf(value)
  const src = mediaPath(media?.url)
  if (!media || !src) return null
  const files = [...Object.values(media.sizes ?? {}), media].flatMap((file) => {
    const url = mediaPath(file?.url)
    return url && file?.width ? [{ url, width: file.width }] : []
  })
  return { src, srcSet: storedSrcSet(files), alt: media.alt, width: media.width ?? 1600, height: media.height ?? 1000 }
}

/** The uploads as photos, skipping any that is not populated. */
export function photosOf(values: readonly (number | Media)[] | null | undefined): Photo[] {
  return (values ?? []).flatMap((value) => photoOf(value) ?? [])
}
