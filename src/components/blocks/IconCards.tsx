import clsx from 'clsx'
import { Check } from 'lucide-react'
import Link from 'next/link'
import { Badge } from '../ui/Badge'
import type { IconCard } from '@/content/types'
import { ProductPicture } from '../ui/ProductPicture'

/** A grid of cards with an icon, a title, a text and optional badge, features and link. */
export function IconCards({
  cards,
  columns = 3,
  headingLevel = 3,
  testId,
}: {
  cards: IconCard[]
  columns?: 2 | 3 | 4
  headingLevel?: 2 | 3
  testId?: string
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <ul
      data-testid={testId}
      className={clsx('grid gap-5 sm:grid-cols-2', columns === 3 && 'lg:grid-cols-3', columns === 4 && 'lg:grid-cols-4')}
    >
      {cards.map((card) => {
        const Icon = card.icon
        return (
          <li
            key={card.title}
            className="relative flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition hover:shadow-md"
          >
            {card.image && <ProductPicture image={card.image} />}
            {((Icon && !card.image) || card.badge) && (
              <div className="flex items-start justify-between gap-3">
                {Icon && !card.image && (
                  <span className="flex h-11 w-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                    <Icon aria-hidden className="h-5 w-5" />
                  </span>
                )}
                {card.badge && <Badge tone="accent">{card.badge}</Badge>}
              </div>
            )}
            <Heading className="mt-4 text-lg font-semibold text-brand-900">{card.title}</Heading>
            {card.meta && <p className="mt-1 text-sm font-semibold text-accent-700">{card.meta}</p>}
            <p className="mt-2 text-sm leading-relaxed text-slate-600">{card.description}</p>
            {card.features && (
              <ul className="mt-4 space-y-1.5 text-sm text-slate-700">
                {card.features.map((feature) => (
                  <li key={feature} className="flex items-start gap-2">
                    <Check aria-hidden className="mt-0.5 h-4 w-4 shrink-0 text-brand-500" /> {feature}
                  </li>
                ))}
              </ul>
            )}
            {card.href && (
              <Link
                href={card.href}
                className="mt-5 inline-flex text-sm font-semibold text-brand-700 after:absolute after:inset-0 hover:underline"
              >
                {card.linkLabel ?? 'En savoir plus'} →
              </Link>
            )}
          </li>
        )
      })}
    </ul>
  )
}
