import { getImageProps, type ImageProps } from 'next/image'
import { preload as preloadResource } from 'react-dom'
import { srcSetCovering, srcSetUpTo } from '@/rules/srcSetUpTo'
import { widestDrawnWidth } from '@/rules/widestDrawnWidth'
import { phoneMaxWidth, phoneQuality } from './phonePicture'

/** Screens narrower than this get the phone's picture of a preloaded image. */
const phoneMedia = '(max-width: 639px)'
const desktopMedia = '(min-width: 640px)'
/**
 * The pixel ratio a picture's widest copy is chosen for. Screens of 3 device pixels per CSS pixel are phones,
 * where a picture is drawn narrower than at its widest: a gallery card on a 430 px phone needs 645 px (640 kept),
 * on the same phone turned sideways 690 px.
 */
const sharpDensity = 2

/**
 * next/image offers every configured width up to 2560 px whatever the picture's size; a copy wider than
 * twice the widest it is drawn (its `sizes`) is never chosen, and each one named costs the document about
 * 90 bytes twice (HTML and RSC payload). A gallery card keeps 3 of 10.
 */
function onlyUsefulWidths<T extends { src: string; srcSet?: string; sizes?: string }>(image: T): T {
  const widest = widestDrawnWidth(image.sizes)
  if (widest === null || !image.srcSet) return image
  const { srcSet, widest: src } = srcSetCovering(image.srcSet, widest * sharpDensity)
  return { ...image, srcSet, src: src || image.src }
}

/**
 * next/image's markup (the same resized sources, srcset and sizes), drawn on the server alone:
 * `<Image>` is a client component, and a picture that never changes after load needs no script on
 * the page. `preload` (the page's first, largest picture) asks for it in the document's head with a high
 * priority, and gives phones a picture of their own, no wider than their screen and more compressed
 * (AVIF or WebP like the others), each preload restricted to the screens that use it.
 */
export function ServerImage({ preload = false, ...props }: ImageProps) {
  const image = onlyUsefulWidths(getImageProps({ ...props, loading: preload ? 'eager' : props.loading }).props)
  if (!preload || !image.srcSet) {
    // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- next/image's own props, alt included
    return <img {...image} />
  }
  const phone = getImageProps({ ...props, quality: phoneQuality, sizes: '100vw', loading: 'eager' }).props
  const phoneSrcSet = srcSetUpTo(phone.srcSet ?? '', phoneMaxWidth)
  preloadResource(phone.src, { as: 'image', imageSrcSet: phoneSrcSet, imageSizes: '100vw', fetchPriority: 'high', media: phoneMedia })
  preloadResource(image.src, {
    as: 'image',
    imageSrcSet: image.srcSet,
    imageSizes: image.sizes,
    fetchPriority: 'high',
    media: desktopMedia,
  })
  return (
    <picture>
      <source media={phoneMedia} srcSet={phoneSrcSet} sizes="100vw" />
      {/* eslint-disable-next-line jsx-a11y/alt-text -- next/image's own props, alt included */}
      <img {...image} />
    </picture>
  )
}
