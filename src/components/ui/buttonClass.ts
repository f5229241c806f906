import clsx from 'clsx'

/** How a link drawn as a button looks, by variant; a module of its own, so a client component can draw one without the pictograms' code. */
export type Variant = 'primary' | 'secondary' | 'light' | 'outline-light'

const variants: Record<Variant, string> = {
  primary: 'bg-accent-700 text-white shadow-sm hover:bg-accent-800 focus-visible:outline-accent-600',
  secondary: 'border border-brand-700 text-brand-800 hover:bg-brand-50 focus-visible:outline-brand-700',
  light: 'bg-white text-brand-900 shadow-sm hover:bg-brand-50 focus-visible:outline-white',
  'outline-light': 'border border-white/70 text-white hover:bg-white/10 focus-visible:outline-white',
}

export const buttonClass = (variant: Variant = 'primary', className?: string) =>
  clsx(
    'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-5 py-2.5 text-sm font-semibold transition focus-visible:outline-2 focus-visible:outline-offset-2',
    variants[variant],
    className,
  )
