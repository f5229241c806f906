import clsx from 'clsx'
import { CheckCircle2 } from 'lucide-react'
import type { ReactNode } from 'react'
import { ButtonLink, type ButtonIcon } from '../ui/ButtonLink'
import { Container } from '../ui/Container'

export type HeroAction = { label: string; href: string; icon?: ButtonIcon }

/**
 * The top of a page: dark brand band with the page's only h1, calls to action and trust points, beside a
 * picture or, without one, centred if asked.
 */
export function PageHero({
  eyebrow,
  title,
  intro,
  primary,
  secondary,
  trust,
  aside,
  compact = false,
  centered = false,
}: {
  eyebrow?: string
  title: string
  intro?: ReactNode
  primary?: HeroAction
  secondary?: HeroAction
  trust?: string[]
  aside?: ReactNode
  compact?: boolean
  centered?: boolean
}) {
  return (
    <section className="relative isolate overflow-hidden bg-brand-900 text-white">
      <svg aria-hidden className="absolute inset-0 -z-10 h-full w-full opacity-[0.07]" preserveAspectRatio="none">
        <defs>
          <pattern id="hero-roofs" width="56" height="32" patternUnits="userSpaceOnUse">
            <path d="M0 32 28 6l28 26" fill="none" stroke="#fff" strokeWidth="1.5" />
          </pattern>
        </defs>
        <rect width="100%" height="100%" fill="url(#hero-roofs)" />
      </svg>
      <div aria-hidden className="absolute -top-40 -right-32 -z-10 h-96 w-96 rounded-full bg-brand-500/30 blur-3xl" />
      <Container
        className={clsx('grid items-center gap-10', compact ? 'py-12 sm:py-16' : 'py-14 sm:py-20 lg:py-24', aside && 'lg:grid-cols-2')}
      >
        <div className={centered ? 'text-center' : undefined}>
          {eyebrow && <p className="text-sm font-semibold tracking-wide text-accent-300 uppercase">{eyebrow}</p>}
          <h1
            className={clsx(
              'mt-3 text-3xl leading-tight font-extrabold tracking-tight text-balance sm:text-4xl lg:text-5xl',
              centered && 'mx-auto max-w-3xl',
            )}
          >
            {title}
          </h1>
          {intro && (
            <div className={clsx('mt-5 max-w-2xl text-base text-pretty text-brand-100 sm:text-lg', centered && 'mx-auto')}>{intro}</div>
          )}
          {(primary || secondary) && (
            <div className={clsx('mt-8 flex flex-col gap-3 sm:flex-row', centered && 'justify-center')}>
              {primary && (
                <ButtonLink href={primary.href} icon={primary.icon}>
                  {primary.label}
                </ButtonLink>
              )}
              {secondary && (
                <ButtonLink href={secondary.href} icon={secondary.icon} variant="outline-light">
                  {secondary.label}
                </ButtonLink>
              )}
            </div>
          )}
          {trust && (
            <ul className={clsx('mt-8 flex flex-wrap gap-x-6 gap-y-2 text-sm text-brand-100', centered && 'justify-center')}>
              {trust.map((item) => (
                <li key={item} className="flex items-center gap-1.5">
                  <CheckCircle2 aria-hidden className="h-4 w-4 text-accent-300" /> {item}
                </li>
              ))}
            </ul>
          )}
        </div>
        {aside && <div>{aside}</div>}
      </Container>
    </section>
  )
}
