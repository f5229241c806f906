import type { Media } from '@/payload-types'
import { mediaPath } from '@/lib/mediaUrl'

/** A populated upload, or null when only its id came back. */
export function mediaOf(value: number | Media | null | undefined): Media | null {
  return value && typeof value === 'object' ? value : null
}

export type Photo = { src: string; alt: string; width: number; height: number }

/** The uploads as photos for next/image, skipping any that is not populated. */
export function photosOf(values: readonly (number | Media)[] | null | undefined): Photo[] {
  return (values ?? []).flatMap((value) => {
    const media = mediaOf(value)
    const src = mediaPath(media?.url)
    return media && src ? [{ src, alt: media.alt, width: media.width ?? 1600, height: media.height ?? 1000 }] : []
  })
}
