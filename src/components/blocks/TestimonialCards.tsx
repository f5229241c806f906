import { Quote } from 'lucide-react'
import type { TestimonialData } from '@/data/content'
import { Stars } from '../ui/Stars'

/** Testimonial cards, three per row on large screens. */
export function TestimonialCards({ testimonials, testId }: { testimonials: TestimonialData[]; testId?: string }) {
  return (
    <ul data-testid={testId} className="grid gap-5 md:grid-cols-2 lg:grid-cols-3">
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
}
