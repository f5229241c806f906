import clsx from 'clsx'
import { ArrowRight, Phone } from 'lucide-react'
import type { ReactNode } from 'react'

type Variant = 'primary' | 'secondary' | 'light' | 'outline-light'

/** A pictogram beside a button's words: an arrow after them, or a phone before them. */
export type ButtonIcon = 'arrow' | 'phone'

const variants: Record<Variant, string> = {
  primary: 'bg-accent-700 text-white shadow-sm hover:bg-accent-800 focus-visible:outline-accent-600',
  secondary: 'border border-brand-700 text-brand-800 hover:bg-brand-50 focus-visible:outline-brand-700',
  light: 'bg-white text-brand-900 shadow-sm hover:bg-brand-50 focus-visible:outline-white',
  'outline-light': 'border border-white/70 text-white hover:bg-white/10 focus-visible:outline-white',
}

const buttonClass = (variant: Variant = 'primary', className?: string) =>
  clsx(
    'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-5 py-2.5 text-sm font-semibold transition focus-visible:outline-2 focus-visible:outline-offset-2',
    variants[variant],
    className,
  )

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
