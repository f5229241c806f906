import { Container } from '../ui/Container'
import { Stars } from '../ui/Stars'

/** One customer's words, centred in a card under their rating. */
export function QuoteCard({ text, author, rating }: { text: string; author: string; rating: number }) {
  return (
    <Container className="py-14">
      <figure className="mx-auto max-w-3xl rounded-2xl border border-slate-200 bg-white p-8 text-center shadow-sm">
        <Stars rating={rating} size={20} />
        <blockquote className="mt-4 text-lg text-slate-700">« {text} »</blockquote>
        <figcaption className="mt-4 text-sm font-semibold text-brand-900">{author}</figcaption>
      </figure>
    </Container>
  )
}
