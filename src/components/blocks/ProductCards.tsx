import clsx from 'clsx'
import { Check } from 'lucide-react'
import type { ProductImage } from '@/content/types'
import { ProductPicture } from '../ui/ProductPicture'

export type Product = { title: string; description: string; image: ProductImage; features: string[]; highlight?: string }

/** Product cards three per row: picture, name, text and strong points; a highlighted one is framed and labelled. */
export function ProductCards({ products, testId }: { products: Product[]; testId?: string }) {
  return (
    <ul className="grid gap-5 md:grid-cols-3" data-testid={testId}>
      {products.map((product) => (
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
          {product.features.length > 0 && (
            <ul className="mt-4 space-y-1.5 text-sm text-slate-700">
              {product.features.map((feature) => (
                <li key={feature} className="flex items-start gap-2">
                  <Check aria-hidden className="mt-0.5 h-4 w-4 shrink-0 text-brand-500" /> {feature}
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ul>
  )
}
