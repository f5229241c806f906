import { FigureCards } from '@/components/blocks/FigureCards'
import type { FigureCardsBlock } from '@/payload-types'
import { iconOf } from '../shared/icons'
import { SectionBlock } from '../shared/SectionBlock'

export function FigureCardsBlockComponent({ block }: { block: FigureCardsBlock }) {
  const cards = (block.cards ?? []).map((card) => ({
    figure: card.figure,
    title: card.title,
    description: card.description,
    icon: iconOf(card.icon),
  }))
  return (
    <SectionBlock section={block}>
      <FigureCards cards={cards} tone={block.tone === 'dark' ? 'dark' : 'light'} testId={block.anchor ?? undefined} />
    </SectionBlock>
  )
}
