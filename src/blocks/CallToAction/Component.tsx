import clsx from 'clsx'
import { Star } from '@/components/icons/Star'
import { ButtonLink } from '@/components/ui/ButtonLink'
import { Container } from '@/components/ui/Container'
import type { CallToActionBlock } from '@/payload-types'
import { fillSettings } from '@/rules/settingsTokens'
import { iconOf } from '../shared/icons'
import type { FilledLink } from '../shared/linkFields'
import { filledLinkOf, getSettingsValues } from '../shared/settingsValues'

/**
 * A call to action's one or two buttons, side by side from small screens up. A button to an anchor of the
 * page (#formulaire-phenix) scrolls to the form there, and is marked as doing so.
 */
function Buttons({ primary, secondary, light }: { primary: FilledLink; secondary?: FilledLink; light: boolean }) {
  return (
    <div className={clsx('flex flex-col justify-center gap-3 sm:flex-row', light ? 'mt-6' : 'mt-8')}>
      <ButtonLink href={primary.href} icon={primary.icon} testId={primary.href.startsWith('#') ? 'scroll-to-form' : undefined}>
        {primary.label}
      </ButtonLink>
      {secondary && (
        <ButtonLink href={secondary.href} icon={secondary.icon} variant={light ? 'secondary' : 'outline-light'}>
          {secondary.label}
        </ButtonLink>
      )}
    </div>
  )
}

/**
 * The closing call to action of a page on the brand colour, or, for a question rather than a last push, in a
 * light frame with what follows it below the frame. Short proofs under it: translucent pills inside the banner,
 * white pills below the light frame; a star is drawn gold, as in the ratings.
 */
export async function CallToActionBlockComponent({ block }: { block: CallToActionBlock }) {
  // The text, buttons and badges may name a site setting ({telephone}): read at render so a settings change shows.
  const values = await getSettingsValues()
  const primary = filledLinkOf(block.primary, values)
  if (!primary) return null
  const secondary = filledLinkOf(block.secondary, values)
  const intro = block.intro ? fillSettings(block.intro, values) : undefined
  const light = block.tone === 'light'
  const badges = (block.badges ?? []).map((badge) => ({ text: fillSettings(badge.text, values), Icon: iconOf(badge.icon) }))
  const proofs = badges.length ? (
    <ul
      className={clsx('flex flex-wrap justify-center gap-3', light ? 'mt-10' : 'mt-8')}
      aria-label={light ? 'Nos garanties' : undefined}
      data-testid="closing-badges"
    >
      {badges.map(({ text, Icon }) => (
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
  ) : null
  if (light)
    return (
      <Container className="py-14">
        <div className="rounded-2xl bg-accent-50 p-8 text-center">
          <h2 className="text-2xl font-bold text-brand-900">{block.title}</h2>
          {intro && <p className="mt-2 text-slate-600">{intro}</p>}
          <Buttons primary={primary} secondary={secondary} light />
        </div>
        {proofs}
      </Container>
    )
  return (
    <section className="py-14 sm:py-20">
      <Container>
        <div className="relative overflow-hidden rounded-3xl bg-gradient-to-br from-brand-700 to-brand-900 px-6 py-12 text-center text-white sm:px-12 sm:py-16">
          <h2 className="text-2xl font-bold tracking-tight text-balance sm:text-3xl">{block.title}</h2>
          {intro && <p className="mx-auto mt-4 max-w-2xl text-brand-100">{intro}</p>}
          <Buttons primary={primary} secondary={secondary} light={false} />
          {proofs}
        </div>
      </Container>
    </section>
  )
}
