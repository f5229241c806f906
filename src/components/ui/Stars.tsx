import { Star } from '@/components/icons/Star'

/** A 1-5 star rating, read out as text to assistive technology. */
export function Stars({ rating, size = 16 }: { rating: number; size?: number }) {
  const value = Math.max(0, Math.min(5, Math.round(rating)))
  return (
    <span className="inline-flex items-center gap-0.5" role="img" aria-label={`Note : ${value} sur 5`}>
      {Array.from({ length: 5 }, (_, index) => (
        <Star
          key={index}
          aria-hidden
          width={size}
          height={size}
          className={index < value ? 'fill-amber-400 text-amber-400' : 'fill-slate-200 text-slate-200'}
        />
      ))}
    </span>
  )
}
