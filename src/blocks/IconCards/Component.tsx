import { IconCards } from '@/components/blocks/IconCards'
import { SectionPill } from '@/components/blocks/SectionPill'
import { ButtonLink } from '@/components/ui/ButtonLink'
import type { IconCard } from '@/content/types'
import { mediaOf } from '@/data/media'
import { mediaPath } from '@/lib/mediaUrl'
import type { IconCardsBlock } from '@/payload-types'
import { iconOf } from '../shared/icons'
import { linkOf } from '../shared/linkFields'
import { SectionBlock } from '../shared/SectionBlock'

function cardOf(card: NonNullable<IconCardsBlock['cards']>[number]): IconCard {
  const media = mediaOf(card.image)
  const src = mediaPath(media?.url)
  return {
    title: card.title,
    description: card.description,
    icon: iconOf(card.icon),
    image: media && src ? { src, alt: media.alt } : undefined,
    badge: card.badge ?? undefined,
    meta: card.meta ?? undefined,
    features: card.features?.length ? card.features.map((feature) => feature.text) : undefined,
    href: card.href ?? undefined,
    linkLabel: card.linkLabel ?? undefined,
  }
}

export function IconCardsBlockComponent({ block }: { block: IconCardsBlock }) {
  const columns = Number(block.columns ?? 3) as 2 | 3 | 4
  const link = linkOf(block.link)
  return (
    <SectionBlock section={block}>
      {block.pill && <SectionPill text={block.pill} testId={block.anchor ? `${block.anchor}-badge` : undefined} />}
      <IconCards cards={(block.cards ?? []).map(cardOf)} columns={columns} testId={block.anchor ?? undefined} />
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
