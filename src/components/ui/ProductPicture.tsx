import type { ProductImage } from '@/content/types'
import { ServerImage } from '@/components/ui/ServerImage'

/** A product picture in a card, at the width of a third of the page on large screens. */

export function ProductPicture({ image }: { image: ProductImage }) {
  return (
    <ServerImage
      src={image.src}
      alt={image.alt}
      width={480}
      height={300}
      sizes="(min-width: 768px) 30vw, 100vw"
      className="aspect-[8/5] w-full rounded-xl bg-slate-100 object-cover"
    />
  )
}
