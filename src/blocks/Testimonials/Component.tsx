import { Quote } from '@/components/icons/Quote'
import { Stars } from '@/components/ui/Stars'
import { getSiteSettings, getTestimonials, getTestimonialsFor, type TestimonialData } from '@/data/content'
import type { TestimonialsBlock } from '@/payload-types'
import { SectionBlock } from '../shared/SectionBlock'
import { GoogleReviews } from './GoogleReviews'
import { TestimonialStripChunk } from './TestimonialStripChunk'

/** The long testimonials the editor chose, in their order; none chosen: all of them. */
async function chosenTestimonials(chosen: TestimonialsBlock['testimonials']): Promise<TestimonialData[]> {
  const populated = (chosen ?? []).filter((item) => typeof item === 'object')
  return populated.length ? populated : getTestimonials('reusable')
}

async function testimonialsOf(block: TestimonialsBlock): Promise<TestimonialData[]> {
  if (block.mode === 'chosen') return chosenTestimonials(block.testimonials)
  if (block.mode === 'service' && block.service) return getTestimonialsFor(block.service, block.count ?? 3)
  return []
}

/**
 * Customers' words: a sliding strip of short ones, or cards three per row on large screens; then, if asked,
 * the Google reviews summary.
 */
export async function TestimonialsBlockComponent({ block }: { block: TestimonialsBlock }) {
  const [site, testimonials] = await Promise.all([
    getSiteSettings(),
    block.mode === 'strip' ? getTestimonials('short') : testimonialsOf(block),
  ])
  if (!testimonials.length && !block.googleReviews) return null
  const cards = (
    <ul data-testid={block.anchor ?? undefined} className="grid gap-5 md:grid-cols-2 lg:grid-cols-3">
      {testimonials.map((testimonial) => (
        <li key={testimonial.id} className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
          <div className="flex items-center justify-between">
            <Stars rating={testimonial.rating} />
            <Quote aria-hidden className="h-6 w-6 text-brand-200" />
          </div>
          <blockquote className="mt-4 flex-1 text-sm leading-relaxed text-slate-700">« {testimonial.text} »</blockquote>
          <p className="mt-5 text-sm font-semibold text-brand-900">{testimonial.author}</p>
          {testimonial.context && <p className="text-xs text-slate-600">{testimonial.context}</p>}
        </li>
      ))}
    </ul>
  )
  return (
    <SectionBlock section={block}>
      {block.mode === 'strip' ? (
        <TestimonialStripChunk testimonials={testimonials} />
      ) : testimonials.length < 3 ? (
        // Less than a row of three: in a narrower column, not pressed to the left of the page.
        <div className="mx-auto max-w-4xl">{cards}</div>
      ) : (
        cards
      )}
      {block.googleReviews && (
        <div className="mt-12">
          <GoogleReviews rating={site.figures.googleRating} agencies={site.agencies ?? []} />
        </div>
      )}
    </SectionBlock>
  )
}
