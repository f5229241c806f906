import type { ReactNode } from 'react'
import clsx from 'clsx'
import { ButtonLink, type ButtonIcon } from '../ui/ButtonLink'

export type CtaAction = { label: string; href: string; icon?: ButtonIcon }

/** What a call to action says and offers, whatever its frame (CtaBanner, CtaPanel). */
export type CtaProps = { title: string; intro?: string; primary: CtaAction; secondary?: CtaAction; children?: ReactNode }

/**
 * A call to action's one or two buttons, side by side from small screens up. A button to an anchor of the
 * page (#formulaire-phenix) scrolls to the form there, and is marked as doing so.
 */
export function CtaButtons({
  primary,
  secondary,
  secondaryVariant,
  className,
}: {
  primary: CtaAction
  secondary?: CtaAction
  secondaryVariant: 'secondary' | 'outline-light'
  className: string
}) {
  return (
    <div className={clsx('flex flex-col justify-center gap-3 sm:flex-row', className)}>
      <ButtonLink href={primary.href} icon={primary.icon} testId={primary.href.startsWith('#') ? 'scroll-to-form' : undefined}>
        {primary.label}
      </ButtonLink>
      {secondary && (
        <ButtonLink href={secondary.href} icon={secondary.icon} variant={secondaryVariant}>
          {secondary.label}
        </ButtonLink>
      )}
    </div>
  )
}
