import clsx from 'clsx'
import { CircleCheck } from '@/components/icons/CircleCheck'
import { ButtonLink } from '@/components/ui/ButtonLink'
import { Container } from '@/components/ui/Container'
import { photoOf } from '@/data/media'
import type { HeroBlock } from '@/payload-types'
import { fillSettings, type SettingsValues } from '@/rules/settingsTokens'
import { filledLinkOf, getSettingsValues } from '../shared/settingsValues'
import { HeroPicture } from './HeroPicture'

/** The badge's figure may name a site setting ({plus-value}): read at render so a settings change shows. */
function badgeOf(badge: HeroBlock['badge'], values: SettingsValues): { value: string; lines: string[] } | undefined {
  if (!badge?.value) return undefined
  return { value: fillSettings(badge.value, values), lines: (badge.text ?? '').split('\n').filter(Boolean) }
}

/**
 * The top of a page: dark brand band with the page's only h1, calls to action and trust points, beside a
 * picture or, without one, centred if asked.
 */
export async function HeroBlockComponent({ block }: { block: HeroBlock }) {
  // Buttons and the badge may name a site setting ({telephone}, {plus-value}).
  const values = await getSettingsValues()
  const photo = photoOf(block.image)
  const picture = photo ? <HeroPicture photo={photo} badge={badgeOf(block.badge, values)} /> : undefined
  const primary = filledLinkOf(block.primary, values)
  const secondary = filledLinkOf(block.secondary, values)
  const trust = block.trust?.length ? block.trust.map((item) => item.text) : undefined
  const centered = !picture && (block.centered ?? false)
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
      {/* A soft glow drawn as a gradient: a 64 px blur filter is costly where the CPU draws the page (Lighthouse here: raster time in the first second lower in 5 of 6 paired runs without it, median 31 → 25 ms). */}
      <div
        aria-hidden
        className="absolute -top-72 -right-64 -z-10 h-[40rem] w-[40rem] bg-[radial-gradient(closest-side,var(--color-brand-500)_20%,transparent)] opacity-30"
      />
      <Container
        className={clsx(
          'grid items-center gap-10',
          block.compact ? 'py-12 sm:py-16' : 'py-14 sm:py-20 lg:py-24',
          picture && 'lg:grid-cols-2',
        )}
      >
        <div className={centered ? 'text-center' : undefined}>
          {block.eyebrow && <p className="text-sm font-semibold tracking-wide text-accent-300 uppercase">{block.eyebrow}</p>}
          <h1
            className={clsx(
              'mt-3 text-3xl leading-tight font-extrabold tracking-tight text-balance sm:text-4xl lg:text-5xl',
              centered && 'mx-auto max-w-3xl',
            )}
          >
            {block.title}
          </h1>
          {block.intro && (
            <div className={clsx('mt-5 max-w-2xl text-base text-pretty text-brand-100 sm:text-lg', centered && 'mx-auto')}>
              {block.intro}
            </div>
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
                  <CircleCheck aria-hidden className="h-4 w-4 text-accent-300" /> {item}
                </li>
              ))}
            </ul>
          )}
        </div>
        {picture && <div>{picture}</div>}
      </Container>
    </section>
  )
}
