import clsx from 'clsx'

/** Shared look of text inputs: a red border when the field shows an error. */
export const inputClass = (invalid: boolean) =>
  clsx(
    'block w-full rounded-lg border bg-white px-3.5 py-2.5 text-base text-slate-900 shadow-sm placeholder:text-slate-400',
    'focus:outline-2 focus:outline-offset-1 focus:outline-brand-600',
    invalid ? 'border-red-600 focus:outline-red-600' : 'border-slate-300',
  )

export const labelClass = 'block text-sm font-semibold text-slate-800'
