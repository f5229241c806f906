import { ArrowRight } from '@/components/icons/ArrowRight'
import { Phone } from '@/components/icons/Phone'
import type { ReactNode } from 'react'
import { buttonClass, type Variant } from './buttonClass'

/** A pictogram beside a button's words: an arrow after them, or a phone before them. */
export type ButtonIcon = 'arrow' | 'phone'

/** A link drawn as a button. A plain link: a page of the site is a page load, which costs less than client navigation's script on every page. */
export function ButtonLink({
  href,
  children,
  variant = 'primary',
  icon,
  className,
  testId,
}: {
  href: string
  children: ReactNode
  variant?: Variant
  icon?: ButtonIcon
  className?: string
  testId?: string
}) {
  const content = (
    <>
      {icon === 'phone' && <Phone aria-hidden className="h-4 w-4" />}
      {children}
      {icon === 'arrow' && <ArrowRight aria-hidden className="h-4 w-4" />}
    </>
  )
  return (
    <a href={href} className={buttonClass(variant, className)} data-testid={testId}>
      {content}
    </a>
  )
}
