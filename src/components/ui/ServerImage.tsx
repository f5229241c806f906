import { getImageProps, type ImageProps } from 'next/image'
import { preload as preloadResource } from 'react-dom'

/**
 * next/image's markup (the same resized sources, srcset and sizes), drawn on the server alone:
 * `<Image>` is a client component, and a picture that never changes after load needs no script on
 * the page. `preload` asks for the picture in the document's head, as `<Image preload>` does.
 */
export function ServerImage({ preload = false, ...props }: ImageProps) {
  const { props: image } = getImageProps({ ...props, loading: preload ? 'eager' : props.loading })
  if (preload && image.src) {
    preloadResource(image.src, { as: 'image', imageSrcSet: image.srcSet, imageSizes: image.sizes, fetchPriority: 'high' })
  }
  // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- next/image's own props, alt included
  return <img {...image} />
}
