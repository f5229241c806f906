import type { CSSProperties } from 'react'

/**
 * A 1-5 star rating, read out as text to assistive technology: five grey stars, the first `rating` of them
 * amber, drawn by CSS in one element (the `star-row` utility of globals.css) and its ::before, as wide as the
 * amber stars.
 */
export function Stars({ rating, size = 16 }: { rating: number; size?: number }) {
  const value = Math.max(0, Math.min(5, Math.round(rating)))
  return (
    <span
      role="img"
      aria-label={`Note : ${value} sur 5`}
      style={{ '--stars': value, '--star-size': `${size}px` } as CSSProperties}
      className="star-row relative inline-block shrink-0 bg-slate-200 before:absolute before:inset-y-0 before:left-0 before:w-[calc(var(--star-step)*var(--stars))] before:bg-amber-400 before:content-['']"
    />
  )
}
