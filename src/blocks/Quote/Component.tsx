import { Container } from '@/components/ui/Container'
import { Stars } from '@/components/ui/Stars'
import type { QuoteBlock } from '@/payload-types'

/** One customer's words, centred in a card under their rating. */
export function QuoteBlockComponent({ block }: { block: QuoteBlock }) {
  return (
    <Container className="py-14">
      <figure className="mx-auto max-w-3xl rounded-2xl border border-slate-200 bg-white p-8 text-center shadow-sm">
        <Stars rating={block.rating} size={20} />
        <blockquote className="mt-4 text-lg text-slate-700">« {block.text} »</blockquote>
        <figcaption className="mt-4 text-sm font-semibold text-brand-900">{block.author}</figcaption>
      </figure>
    </Container>
  )
}
