import clsx from 'clsx'
import { BadgeCheck } from '@/components/icons/BadgeCheck'
import type { IconComponent } from '@/components/icons/strokeIcon'
import { Badge } from '@/components/ui/Badge'
import { ButtonLink } from '@/components/ui/ButtonLink'
import { ProductPicture } from '@/components/ui/ProductPicture'
import { photoOf, type Photo } from '@/data/media'
import type { IconCardsBlock } from '@/payload-types'
import { iconOf } from '../shared/icons'
import { linkOf } from '../shared/linkFields'
import { FeatureList } from '../shared/FeatureList'
import { SectionBlock } from '../shared/SectionBlock'

type IconCard = {
  title: string
  description: string
  icon?: IconComponent
  /** Shown above the title instead of the icon. */
  image?: Photo
  badge?: string
  meta?: string
  features?: string[]
  href?: string
  linkLabel?: string
}

function cardOf(card: NonNullable<IconCardsBlock['cards']>[number]): IconCard {
  return {
    title: card.title,
    description: card.description,
    icon: iconOf(card.icon),
    image: photoOf(card.image) ?? undefined,
    badge: card.badge ?? undefined,
    meta: card.meta ?? undefined,
    features: card.features?.length ? card.features.map((feature) => feature.text) : undefined,
    href: card.href ?? undefined,
    linkLabel: card.linkLabel ?? undefined,
  }
}

/**
 * A grid of cards with an icon, a title, a text and optional badge, features and link; above it, an optional
 * statement set apart in a solid pill, and below it an optional button.
 */
export function IconCardsBlockComponent({ block }: { block: IconCardsBlock }) {
  const columns = Number(block.columns ?? 3)
  const link = linkOf(block.link)
  return (
    <SectionBlock section={block}>
      {block.pill && (
        <p className="-mt-4 mb-8 flex justify-center">
          <span
            className="inline-flex items-center gap-2 rounded-full bg-brand-700 px-4 py-2 text-sm font-bold text-white"
            data-testid={block.anchor ? `${block.anchor}-badge` : undefined}
          >
            <BadgeCheck aria-hidden className="h-4 w-4" /> {block.pill}
          </span>
        </p>
      )}
      <ul
        data-testid={block.anchor ?? undefined}
        className={clsx('grid gap-5 sm:grid-cols-2', columns === 3 && 'lg:grid-cols-3', columns === 4 && 'lg:grid-cols-4')}
      >
        {(block.cards ?? []).map(cardOf).map((card) => {
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
              <h3 className="mt-4 text-lg font-semibold text-brand-900">{card.title}</h3>
              {card.meta && <p className="mt-1 text-sm font-semibold text-accent-700">{card.meta}</p>}
              <p className="mt-2 text-sm leading-relaxed text-slate-600">{card.description}</p>
              {card.features && <FeatureList features={card.features} />}
              {card.href && (
                <a
                  href={card.href}
                  className="mt-5 inline-flex text-sm font-semibold text-brand-700 after:absolute after:inset-0 hover:underline"
                >
                  {card.linkLabel ?? 'En savoir plus'} →
                </a>
              )}
            </li>
          )
        })}
      </ul>
      {link && (
        <div className="mt-12 text-center">
          <ButtonLink href={link.href} icon={link.icon}>
            {link.label}
          </ButtonLink>
        </div>
      )}
    </SectionBlock>
  )
}
