import type { CSSProperties, ImgHTMLAttributes } from 'react'
import type { Photo } from '@/data/media'
import { srcSetCovering } from '@/rules/srcSetUpTo'
import { widestDrawnWidth } from '@/rules/widestDrawnWidth'

/**
 * The pixel ratio a picture's widest file is chosen for. Screens of 3 device pixels per CSS pixel are phones,
 * where a picture is drawn narrower than at its widest: a gallery card on a 430 px phone needs 645 px (750 kept).
 */
const sharpDensity = 2

/** A picture that fills its positioned frame, its fit given by its class (object-cover, object-contain). */
const fillStyle: CSSProperties = { position: 'absolute', inset: 0, width: '100%', height: '100%', color: 'transparent' }

export type PictureOptions = {
  /** How wide the picture is drawn, as a `sizes` attribute: the browser picks its file from it. */
  sizes: string
  /** Fills its frame rather than taking the photo's own proportions. */
  fill?: boolean
  loading?: 'eager' | 'lazy'
  fetchPriority?: 'high' | 'low' | 'auto'
  className?: string
  /** Instead of the photo's own text, e.g. "" where a button beside it already says what it shows. */
  alt?: string
}

/**
 * An `<img>`'s attributes for a stored photo: the files made at upload as its srcset, named only up to twice the
 * widest it is drawn (a wider file is never chosen, and each one named costs the document its address twice, in
 * the HTML and the RSC payload), the widest of those as its `src`. Lazy unless told otherwise.
 */
export function pictureProps(photo: Photo, options: PictureOptions): ImgHTMLAttributes<HTMLImageElement> {
  const widest = widestDrawnWidth(options.sizes)
  const useful = widest === null ? { srcSet: photo.srcSet, widest: '' } : srcSetCovering(photo.srcSet, widest * sharpDensity)
  return {
    src: useful.widest || photo.src,
    srcSet: useful.srcSet || undefined,
    sizes: options.sizes,
    alt: options.alt ?? photo.alt,
    ...(options.fill ? { style: fillStyle } : { width: photo.width, height: photo.height }),
    loading: options.loading ?? 'lazy',
    decoding: 'async',
    fetchPriority: options.fetchPriority,
    className: options.className,
  }
}
