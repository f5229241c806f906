import { QuoteCard } from '@/components/blocks/QuoteCard'
import type { QuoteBlock } from '@/payload-types'

export function QuoteBlockComponent({ block }: { block: QuoteBlock }) {
  return <QuoteCard text={block.text} author={block.author} rating={block.rating} />
}
