'use client'
import { FieldLabel, useField } from '@payloadcms/ui'
import type { SelectFieldClientComponent } from 'payload'
import { iconNames, icons } from './icons'
import './iconSelect.css'

/** The icon field as a grid of the icons themselves, each named in French, instead of a list of code names. */
export const IconSelect: SelectFieldClientComponent = ({ field, path }) => {
  const { value, setValue } = useField<string | null>({ path: path ?? field.name })
  const label = typeof field.label === 'string' ? field.label : 'Icône'
  return (
    <fieldset className="field-type icon-select">
      <legend>
        <FieldLabel label={label} required={field.required} as="span" />
      </legend>
      <div className="icon-select__grid" role="radiogroup" aria-label={label}>
        {!field.required && (
          <button type="button" role="radio" aria-checked={!value} className="icon-select__option" onClick={() => setValue(null)}>
            <span className="icon-select__none">—</span>
            <span className="icon-select__name">Aucune</span>
          </button>
        )}
        {iconNames.map((name) => {
          const { icon: Icon, label: iconLabel } = icons[name]
          return (
            <button
              key={name}
              type="button"
              role="radio"
              aria-checked={value === name}
              title={iconLabel}
              className="icon-select__option"
              onClick={() => setValue(name)}
            >
              <Icon aria-hidden width={20} height={20} />
              <span className="icon-select__name">{iconLabel}</span>
            </button>
          )
        })}
      </div>
    </fieldset>
  )
}
