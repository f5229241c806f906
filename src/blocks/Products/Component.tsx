import { type Product, ProductCards } from '@/components/blocks/ProductCards'
import { mediaOf } from '@/data/media'
import { mediaPath } from '@/lib/mediaUrl'
import type { ProductsBlock } from '@/payload-types'
import { SectionBlock } from '../shared/SectionBlock'

/** A product without a readable picture is left out rather than drawn with a broken one. */
function productOf(product: NonNullable<ProductsBlock['products']>[number]): Product[] {
  const media = mediaOf(product.image)
  const src = mediaPath(media?.url)
  if (!media || !src) return []
  return [
    {
      title: product.title,
      description: product.description,
      image: { src, alt: media.alt },
      features: (product.features ?? []).map((feature) => feature.text),
      highlight: product.highlight ?? undefined,
    },
  ]
}

export function ProductsBlockComponent({ block }: { block: ProductsBlock }) {
  return (
    <SectionBlock section={block}>
      <ProductCards products={(block.products ?? []).flatMap(productOf)} testId={block.anchor ?? undefined} />
    </SectionBlock>
  )
}
