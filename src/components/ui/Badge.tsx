import clsx from 'clsx'
import type { ReactNode } from 'react'

export function Badge({
  children,
  tone = 'brand',
  className,
}: {
  children: ReactNode
  tone?: 'brand' | 'accent' | 'light'
  className?: string
}) {
  return (
    <span
      className={clsx(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap',
        tone === 'brand' && 'bg-brand-100 text-brand-800',
        tone === 'accent' && 'bg-accent-100 text-accent-800',
        tone === 'light' && 'bg-white/15 text-white ring-1 ring-white/30',
        className,
      )}
    >
      {children}
    </span>
  )
}
