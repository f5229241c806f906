import { preload as preloadResource } from 'react-dom'
import type { Photo } from '@/data/media'
import { srcSetUpTo } from '@/rules/srcSetUpTo'
import { PHONE_MAX_WIDTH } from '@collections/mediaSizes'
import { pictureProps, type PictureOptions } from './pictureProps'

/** Screens narrower than this get the phone's files of a preloaded picture. */
const phoneMedia = '(max-width: 639px)'
const desktopMedia = '(min-width: 640px)'

/**
 * A stored photo drawn on the server alone, from the files made at upload: a picture that never changes after
 * load needs no script on the page. `preload` (the page's first, largest picture) asks for it in the document's
 * head with a high priority, and gives phones files of their own, no wider than their screen, each preload
 * restricted to the screens that use it.
 */
export function ServerImage({ photo, preload = false, ...options }: PictureOptions & { photo: Photo; preload?: boolean }) {
  const image = pictureProps(photo, { ...options, loading: preload ? 'eager' : options.loading })
  if (!preload || !image.srcSet) {
    // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- alt is among the props
    return <img {...image} />
  }
  const phoneSrcSet = srcSetUpTo(photo.srcSet, PHONE_MAX_WIDTH)
  preloadResource(photo.src, { as: 'image', imageSrcSet: phoneSrcSet, imageSizes: '100vw', fetchPriority: 'high', media: phoneMedia })
  preloadResource(image.src as string, {
    as: 'image',
    imageSrcSet: image.srcSet,
    imageSizes: image.sizes,
    fetchPriority: 'high',
    media: desktopMedia,
  })
  return (
    <picture>
      <source media={phoneMedia} srcSet={phoneSrcSet} sizes="100vw" />
      {/* eslint-disable-next-line jsx-a11y/alt-text -- alt is among the props */}
      <img {...image} />
    </picture>
  )
}
