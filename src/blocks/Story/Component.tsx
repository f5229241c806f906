import type { StoryBlock } from '@/payload-types'
import { Section } from '../shared/Section'

/** A story in paragraphs under its h2, with an optional quote in a dark card beside it on large screens. */
export function StoryBlockComponent({ block }: { block: StoryBlock }) {
  const quote = block.quote?.text ? block.quote : undefined
  return (
    <Section>
      <div className="grid gap-10 lg:grid-cols-[1fr_22rem] lg:items-start">
        <div>
          <h2 className="text-2xl font-bold tracking-tight text-brand-900 sm:text-3xl">{block.title}</h2>
          <div className="mt-5 space-y-4 text-base leading-relaxed text-slate-700 sm:text-lg">
            {(block.paragraphs ?? []).map(({ text }) => (
              <p key={text.slice(0, 20)}>{text}</p>
            ))}
          </div>
        </div>
        {quote && (
          <figure className="rounded-2xl bg-brand-800 p-8 text-white shadow-lg">
            {quote.highlight && <p className="text-6xl font-extrabold text-accent-300">{quote.highlight}</p>}
            <blockquote className="mt-4 text-lg leading-relaxed text-brand-50">« {quote.text} »</blockquote>
            {quote.author && <figcaption className="mt-4 text-sm text-brand-100">{quote.author}</figcaption>}
          </figure>
        )}
      </div>
    </Section>
  )
}
