import clsx from 'clsx'
import { ProductPicture } from '@/components/ui/ProductPicture'
import { photoOf, type Photo } from '@/data/media'
import type { ProductsBlock } from '@/payload-types'
import { FeatureList } from '../shared/FeatureList'
import { SectionBlock } from '../shared/SectionBlock'

type Product = { title: string; description: string; image: Photo; features: string[]; highlight?: string }

/** A product without a readable picture is left out rather than drawn with a broken one. */
function productOf(product: NonNullable<ProductsBlock['products']>[number]): Product[] {
  const image = photoOf(product.image)
  if (!image) return []
  return [
    {
      title: product.title,
      description: product.description,
      image,
      features: (product.features ?? []).map((feature) => feature.text),
      highlight: product.highlight ?? undefined,
    },
  ]
}

/** Product cards three per row: picture, name, text and strong points; a highlighted one is framed and labelled. */
export function ProductsBlockComponent({ block }: { block: ProductsBlock }) {
  return (
    <SectionBlock section={block}>
      <ul className="grid gap-5 md:grid-cols-3" data-testid={block.anchor ?? undefined}>
        {(block.products ?? []).flatMap(productOf).map((product) => (
          <li
            key={product.title}
            className={clsx(
              'relative flex flex-col rounded-2xl bg-white p-6 shadow-sm',
              product.highlight ? 'ring-2 ring-accent-500' : 'ring-1 ring-slate-200',
            )}
          >
            {product.highlight && (
              <span className="absolute -top-3 left-6 rounded-full bg-accent-700 px-3 py-1 text-xs font-bold text-white">
                {product.highlight}
              </span>
            )}
            <ProductPicture image={product.image} />
            <h3 className="mt-4 text-lg font-semibold text-brand-900">{product.title}</h3>
            <p className="mt-2 text-sm text-slate-600">{product.description}</p>
            {product.features.length > 0 && <FeatureList features={product.features} />}
          </li>
        ))}
      </ul>
    </SectionBlock>
  )
}
