import clsx from 'clsx'

/**
 * A primary button. While the form is incomplete it stays a button, outlined in its own colour
 * rather than faded to a grey block, and the "Il manque" line beside it says why it cannot be used.
 */
export const primaryButtonClass = (tone: 'accent' | 'brand') =>
  clsx(
    'inline-flex min-h-12 items-center justify-center gap-2 rounded-lg border-2 px-6 py-3 text-base font-semibold text-white shadow-sm',
    'focus-visible:outline-2 focus-visible:outline-offset-2',
    'disabled:cursor-not-allowed disabled:bg-white disabled:shadow-none',
    'aria-disabled:cursor-not-allowed aria-disabled:bg-white aria-disabled:shadow-none aria-disabled:hover:bg-white',
    tone === 'accent'
      ? 'border-accent-700 bg-accent-700 hover:bg-accent-800 focus-visible:outline-accent-700 disabled:text-accent-800 aria-disabled:text-accent-800'
      : 'border-brand-700 bg-brand-700 hover:bg-brand-800 focus-visible:outline-brand-700 disabled:text-brand-800 aria-disabled:text-brand-800',
  )
