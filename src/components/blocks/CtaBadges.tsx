import clsx from 'clsx'
import { Star, type LucideIcon } from 'lucide-react'

export type CtaBadge = { text: string; icon?: LucideIcon }

/**
 * Short proofs under a call to action: translucent pills inside the brand-colour banner, white pills
 * below a light frame. A star is drawn gold, as in the ratings.
 */
export function CtaBadges({ badges, tone }: { badges: CtaBadge[]; tone: 'brand' | 'light' }) {
  const light = tone === 'light'
  return (
    <ul
      className={clsx('flex flex-wrap justify-center gap-3', light ? 'mt-10' : 'mt-8')}
      aria-label={light ? 'Nos garanties' : undefined}
      data-testid="closing-badges"
    >
      {badges.map(({ text, icon: Icon }) => (
        <li
          key={text}
          className={clsx(
            'rounded-full px-4 text-sm font-semibold',
            light ? 'border border-slate-200 bg-white py-2 text-slate-700' : 'bg-white/10 py-1.5 ring-1 ring-white/30',
            Icon && 'inline-flex items-center gap-2',
          )}
        >
          {Icon && <Icon aria-hidden className={clsx('h-4 w-4', light && (Icon === Star ? 'text-amber-500' : 'text-brand-600'))} />}
          {text}
        </li>
      ))}
    </ul>
  )
}
