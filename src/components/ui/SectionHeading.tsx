import clsx from 'clsx'
import type { ReactNode } from 'react'

export function SectionHeading({
  eyebrow,
  title,
  intro,
  align = 'center',
  tone = 'dark',
  id,
}: {
  eyebrow?: string
  title: ReactNode
  intro?: ReactNode
  align?: 'center' | 'left'
  tone?: 'dark' | 'light'
  id?: string
}) {
  return (
    <div className={clsx('max-w-3xl', align === 'center' && 'mx-auto text-center')}>
      {eyebrow && (
        <p className={clsx('text-sm font-semibold tracking-wide uppercase', tone === 'dark' ? 'text-accent-700' : 'text-accent-300')}>
          {eyebrow}
        </p>
      )}
      <h2
        id={id}
        className={clsx(
          'mt-2 text-2xl font-bold tracking-tight text-balance sm:text-3xl lg:text-4xl',
          tone === 'dark' ? 'text-brand-900' : 'text-white',
        )}
      >
        {title}
      </h2>
      {intro && (
        <p className={clsx('mt-4 text-base text-pretty sm:text-lg', tone === 'dark' ? 'text-slate-600' : 'text-brand-100')}>{intro}</p>
      )}
    </div>
  )
}
