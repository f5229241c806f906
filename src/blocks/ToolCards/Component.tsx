import { ToolCards } from '@/components/blocks/ToolCards'
import type { ToolCardsBlock } from '@/payload-types'
import { iconOf } from '../shared/icons'
import { SectionBlock } from '../shared/SectionBlock'

export function ToolCardsBlockComponent({ block }: { block: ToolCardsBlock }) {
  const cards = (block.cards ?? []).map((card) => ({
    title: card.title,
    duration: card.duration ?? undefined,
    description: card.description,
    href: card.href,
    icon: iconOf(card.icon),
  }))
  return (
    <SectionBlock section={block}>
      <ToolCards cards={cards} linkLabel={block.linkLabel} testId={block.anchor ?? undefined} />
    </SectionBlock>
  )
}
