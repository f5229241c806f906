'use client'

import clsx from 'clsx'
import type { IconComponent } from '@/components/icons/strokeIcon'
import { useAdoptShown } from '@/forms/shared/useAdoptShown'
import { useField } from '@/forms/shared/useField'
import { RequiredMark } from './RequiredMark'

type ChoiceOption<V extends string | number | boolean = string> = {
  value: V
  label: string
  description?: string
  badge?: string
  icon?: IconComponent
}

type Props<V extends string | number | boolean> = {
  name: string
  legend: string
  options: readonly ChoiceOption<V>[]
  columns?: 1 | 2 | 3
  required?: boolean
  /** Short labels: two per row even on a phone. */
  dense?: boolean
  /** Called after the visitor picks, e.g. to clear answers that depended on the old choice. */
  onPick?: (value: V) => void
}

/**
 * One choice among cards: real radio buttons inside a fieldset, so arrow keys, Space and screen
 * readers work as with any radio group (one per form: the group is named after the answer, as the browser posts
 * it without scripts); the cards are only their look. A card checked before the scripts arrived is the answer
 * once they are here.
 */
export function ChoiceCards<V extends string | number | boolean>({
  name,
  legend,
  options,
  columns = 2,
  required = true,
  dense = false,
  onPick,
}: Props<V>) {
  const { value: current, setValue } = useField(name)
  const pick = (value: V) => {
    setValue(value)
    onPick?.(value)
  }
  // A card tapped before the scripts arrived stays checked: it is the answer.
  const adopt = useAdoptShown<HTMLFieldSetElement>((fieldset) => {
    const index = [...fieldset.querySelectorAll<HTMLInputElement>('input[type="radio"]')].findIndex((input) => input.checked)
    const shown = options[index]
    if (shown && shown.value !== current) pick(shown.value)
  })

  return (
    <fieldset ref={adopt} data-field={name}>
      <legend className="text-base font-semibold text-slate-900">
        {legend}
        {required ? <RequiredMark /> : <span className="text-sm font-normal text-slate-500"> (facultatif)</span>}
      </legend>
      <div
        className={clsx(
          'mt-3 grid gap-3',
          dense && columns > 1 && 'grid-cols-2',
          columns === 2 && 'sm:grid-cols-2',
          columns === 3 && 'sm:grid-cols-3',
        )}
      >
        {options.map((option) => {
          const checked = current === option.value
          const Icon = option.icon
          return (
            <label
              key={String(option.value)}
              className={clsx(
                // min-w-0 and breaking inside long words keep a label in its card on a 360 px phone.
                'relative flex min-w-0 cursor-pointer items-start gap-3 rounded-xl border-2 bg-white p-4 break-words',
                dense && 'gap-2 p-3 sm:gap-3 sm:p-4',
                'has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600',
                checked ? 'border-brand-600 bg-brand-50' : 'border-slate-200 hover:border-brand-300',
              )}
            >
              <input
                type="radio"
                name={name}
                value={String(option.value)}
                checked={checked}
                onChange={() => pick(option.value)}
                className="mt-0.5 h-4 w-4 shrink-0 accent-brand-600"
              />
              {Icon && <Icon aria-hidden className={clsx('h-5 w-5 shrink-0', checked ? 'text-brand-700' : 'text-slate-500')} />}
              <span className="flex min-w-0 flex-col">
                <span className="flex flex-wrap items-center gap-2 font-semibold text-slate-900">
                  {option.label}
                  {option.badge && (
                    <span className="rounded-full bg-accent-100 px-2 py-0.5 text-xs font-semibold text-accent-800">{option.badge}</span>
                  )}
                </span>
                {option.description && <span className="mt-0.5 text-sm text-slate-600">{option.description}</span>}
              </span>
            </label>
          )
        })}
      </div>
    </fieldset>
  )
}
