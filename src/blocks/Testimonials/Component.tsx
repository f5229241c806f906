import { GoogleReviews } from '@/components/blocks/GoogleReviews'
import { TestimonialCards } from '@/components/blocks/TestimonialCards'
import { TestimonialStrip } from '../shared/interactiveParts'
import { getSiteSettings, getTestimonials, getTestimonialsFor, type TestimonialData } from '@/data/content'
import type { TestimonialsBlock } from '@/payload-types'
import { SectionBlock } from '../shared/SectionBlock'

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

export async function TestimonialsBlockComponent({ block }: { block: TestimonialsBlock }) {
  const [site, testimonials] = await Promise.all([
    getSiteSettings(),
    block.mode === 'strip' ? getTestimonials('short') : testimonialsOf(block),
  ])
  const testId = block.anchor ?? undefined
  if (!testimonials.length && !block.googleReviews) return null
  return (
    <SectionBlock section={block}>
      {block.mode === 'strip' ? (
        <TestimonialStrip testimonials={testimonials} />
      ) : testimonials.length < 3 ? (
        // Less than a row of three: in a narrower column, not pressed to the left of the page.
        <div className="mx-auto max-w-4xl">
          <TestimonialCards testimonials={testimonials} testId={testId} />
        </div>
      ) : (
        <TestimonialCards testimonials={testimonials} testId={testId} />
      )}
      {block.googleReviews && (
        <div className="mt-12">
          <GoogleReviews rating={site.figures.googleRating} agencies={site.agencies ?? []} />
        </div>
      )}
    </SectionBlock>
  )
}
