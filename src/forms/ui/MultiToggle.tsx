'use client'

import clsx from 'clsx'
import { Check } from '@/components/icons/Check'
import { useAdoptShown } from '@/forms/shared/useAdoptShown'
import { useField } from '@/forms/shared/useField'
import { RequiredMark } from './RequiredMark'

type Props = {
  name: string
  legend: string
  options: readonly string[]
  /** Whether at least one must be chosen. */
  required?: boolean
  hint?: string
}

/**
 * Several choices as toggles: checkboxes in a fieldset, the value kept as a list in the options' order; boxes
 * ticked before the scripts arrived are the answer once they are here.
 */
export function MultiToggle({ name, legend, options, required = true, hint }: Props) {
  const { value, setValue } = useField(name)
  const selected: readonly string[] = Array.isArray(value) ? (value as string[]) : []

  function toggle(option: string) {
    const next = selected.includes(option) ? selected.filter((value) => value !== option) : [...selected, option]
    setValue(options.filter((option) => next.includes(option)))
  }
  // Boxes ticked before the scripts arrived are the answer.
  const adopt = useAdoptShown<HTMLFieldSetElement>((fieldset) => {
    const ticked = [...fieldset.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')].filter((input) => input.checked)
    const shown = options.filter((option) => ticked.some((input) => input.value === option))
    if (shown.join('\n') !== selected.join('\n')) setValue(shown)
  })

  return (
    <fieldset ref={adopt} data-field={name}>
      <legend className="text-base font-semibold text-slate-900">
        {legend}
        {required && <RequiredMark />}
      </legend>
      {hint && <p className="mt-0.5 text-sm text-slate-500">{hint}</p>}
      <div className="mt-3 flex flex-wrap gap-2">
        {options.map((option) => {
          const checked = selected.includes(option)
          return (
            <label
              key={option}
              className={clsx(
                'relative inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full border-2 px-4 py-2 text-sm font-semibold',
                'has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600',
                checked ? 'border-brand-600 bg-brand-600 text-white' : 'border-slate-200 bg-white text-slate-800 hover:border-brand-300',
              )}
            >
              <input
                type="checkbox"
                name={name}
                value={option}
                checked={checked}
                onChange={() => toggle(option)}
                // Invisible but covering the whole chip, so a click anywhere on it is a click on the box.
                className="absolute inset-0 h-full w-full cursor-pointer appearance-none opacity-0"
              />
              {checked && <Check aria-hidden className="h-4 w-4" />}
              {option}
            </label>
          )
        })}
      </div>
    </fieldset>
  )
}
