import { StoryQuote } from '@/components/blocks/StoryQuote'
import type { StoryBlock } from '@/payload-types'

export function StoryBlockComponent({ block }: { block: StoryBlock }) {
  const quote = block.quote?.text
    ? { highlight: block.quote.highlight ?? undefined, text: block.quote.text, author: block.quote.author ?? undefined }
    : undefined
  return <StoryQuote title={block.title} paragraphs={(block.paragraphs ?? []).map((paragraph) => paragraph.text)} quote={quote} />
}
