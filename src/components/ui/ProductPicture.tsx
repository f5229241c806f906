import { ServerImage } from '@/components/ui/ServerImage'
import type { Photo } from '@/data/media'

/** A product picture in a card, at the width of a third of the page on large screens. */

export function ProductPicture({ image }: { image: Photo }) {
  return (
    <ServerImage
      photo={image}
      sizes="(min-width: 768px) 30vw, 100vw"
      className="aspect-[8/5] w-full rounded-xl bg-slate-100 object-cover"
    />
  )
}
