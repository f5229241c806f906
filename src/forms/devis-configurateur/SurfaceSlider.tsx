'use client'

import { useId } from 'react'
import { useAdoptShown } from '@/forms/shared/useAdoptShown'
import { useField } from '@/forms/shared/useField'
import { labelClass } from '@/forms/ui/fieldStyles'

/** The configurator's surface in m², a native range input so arrow keys, Page Up/Down and Home/End work. */
export function SurfaceSlider({ name, min, max }: { name: string; min: number; max: number }) {
  const id = useId()
  const field = useField(name)
  const value = Number(field.value)
  // Moved before the scripts arrived: where the slider stands is the answer.
  const adopt = useAdoptShown<HTMLInputElement>((input) => {
    if (input.valueAsNumber !== value) field.setValue(input.valueAsNumber)
  })
  return (
    <div>
      <div className="flex items-baseline justify-between">
        <label htmlFor={id} className={labelClass}>
          Surface à aménager
        </label>
        <output htmlFor={id} className="text-2xl font-bold text-brand-800">
          {value} m²
        </output>
      </div>
      <input
        id={id}
        type="range"
        min={min}
        max={max}
        step={1}
        aria-valuetext={`${value} m²`}
        className="mt-3 w-full accent-brand-600 focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-600"
        name={name}
        data-field={name}
        ref={adopt}
        value={value}
        onChange={(event) => field.setValue(event.target.valueAsNumber)}
      />
      <div className="mt-1 flex justify-between text-xs text-slate-500" aria-hidden>
        <span>{min} m²</span>
        <span>{max} m²</span>
      </div>
    </div>
  )
}
