'use client'

import { ChevronLeft } from '@/components/icons/ChevronLeft'
import { ChevronRight } from '@/components/icons/ChevronRight'
import { Pause } from '@/components/icons/Pause'
import { Play } from '@/components/icons/Play'
import { useEffect, useState, useSyncExternalStore } from 'react'
import { wrapIndex } from '@/rules/wrapIndex'
import { Stars } from '@/components/ui/Stars'

export type StripTestimonial = { id: number; text: string; rating: number; author: string; initials?: string | null }

/** Milliseconds each testimonial stays in front. */
const STRIP_INTERVAL = 4000

const reducedMotionQuery = '(prefers-reduced-motion: reduce)'

/**
 * A strip of short testimonials that moves on by one every 4 seconds and loops forever; paused for
 * visitors who prefer reduced motion, on hover and on demand.
 */
function subscribeToReducedMotion(onChange: () => void) {
  const query = window.matchMedia(reducedMotionQuery)
  query.addEventListener('change', onChange)
  return () => query.removeEventListener('change', onChange)
}

export function TestimonialStrip({ testimonials }: { testimonials: StripTestimonial[] }) {
  const total = testimonials.length
  const [index, setIndex] = useState(0)
  const [paused, setPaused] = useState(false)
  const [hovered, setHovered] = useState(false)
  const reducedMotion = useSyncExternalStore(
    subscribeToReducedMotion,
    () => window.matchMedia(reducedMotionQuery).matches,
    () => false,
  )

  const running = !paused && !hovered && !reducedMotion && total > 1
  useEffect(() => {
    // Read here too: on the first render after hydration the preference is not in state yet.
    if (!running || window.matchMedia(reducedMotionQuery).matches) return
    const timer = window.setInterval(() => setIndex((value) => wrapIndex(value, 1, total)), STRIP_INTERVAL)
    return () => window.clearInterval(timer)
  }, [running, total])

  if (total === 0) return null
  // Three visible on large screens: the current one and the two after it.
  const visible = [0, 1, 2].map((offset) => testimonials[wrapIndex(index, offset, total)]).filter((item) => item !== undefined)

  return (
    <div
      className="relative"
      data-testid="testimonial-strip"
      data-index={index}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
    >
      <p className="sr-only" aria-live="polite">
        Témoignage {index + 1} sur {total}
      </p>
      <ul className="grid gap-5 md:grid-cols-2 lg:grid-cols-3">
        {visible.map((testimonial, position) => (
          <li
            key={`${testimonial.id}-${position}`}
            className={`flex flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 ${position === 1 ? 'hidden md:flex' : position === 2 ? 'hidden lg:flex' : ''}`}
            data-testid={position === 0 ? 'strip-current' : undefined}
          >
            <Stars rating={testimonial.rating} />
            <blockquote className="mt-3 flex-1 text-[15px] leading-relaxed text-slate-700">« {testimonial.text} »</blockquote>
            <div className="mt-5 flex items-center gap-3">
              <span
                className="flex h-10 w-10 items-center justify-center rounded-full bg-brand-100 text-sm font-bold text-brand-800"
                aria-hidden
              >
                {testimonial.initials ?? testimonial.author.slice(0, 1)}
              </span>
              <span className="text-sm font-semibold text-brand-900">{testimonial.author}</span>
            </div>
          </li>
        ))}
      </ul>
      <div className="mt-6 flex items-center justify-center gap-2">
        <button
          type="button"
          onClick={() => setIndex((value) => wrapIndex(value, -1, total))}
          className="flex h-10 w-10 items-center justify-center rounded-full bg-white text-brand-800 ring-1 ring-slate-300 hover:bg-brand-50"
          aria-label="Témoignage précédent"
        >
          <ChevronLeft aria-hidden className="h-5 w-5" />
        </button>
        <button
          type="button"
          onClick={() => setPaused((value) => !value)}
          className="flex h-10 w-10 items-center justify-center rounded-full bg-white text-brand-800 ring-1 ring-slate-300 hover:bg-brand-50"
          aria-label={paused ? 'Reprendre le défilement' : 'Mettre en pause le défilement'}
        >
          {paused ? <Play aria-hidden className="h-4 w-4" /> : <Pause aria-hidden className="h-4 w-4" />}
        </button>
        <button
          type="button"
          onClick={() => setIndex((value) => wrapIndex(value, 1, total))}
          className="flex h-10 w-10 items-center justify-center rounded-full bg-white text-brand-800 ring-1 ring-slate-300 hover:bg-brand-50"
          aria-label="Témoignage suivant"
        >
          <ChevronRight aria-hidden className="h-5 w-5" />
        </button>
      </div>
    </div>
  )
}
