'use client'

import type { ChangeEvent, HTMLInputAutoCompleteAttribute } from 'react'
import { useId } from 'react'
import { useAdoptShown } from '@/forms/shared/useAdoptShown'
import { useField } from '@/forms/shared/useField'
import { FieldError } from './FieldError'
import { FieldNote } from './FieldNote'
import { RequiredMark } from './RequiredMark'
import { inputClass, labelClass } from './fieldStyles'
import { emailHint, phoneHint } from '@/rules/contactHints'

/** What the visitor can do about a refused e-mail address or phone number, said under the error's own message. */
const explanationOf = (type: Props['type'], value: string) =>
  type === 'email' ? emailHint(value) : type === 'tel' ? phoneHint(value) : null

type Props = {
  name: string
  label: string
  required?: boolean
  type?: 'text' | 'email' | 'tel'
  autoComplete?: HTMLInputAutoCompleteAttribute
  inputMode?: 'text' | 'email' | 'tel' | 'numeric'
  placeholder?: string
  hint?: string
  maxLength?: number
  multiline?: boolean
  /** Information under a valid value (not an error): shown while the field shows no error. */
  note?: string
}

/**
 * A labelled text input bound to the surrounding form. Its error shows once something is typed
 * (an empty required field is told by its star), or when the server rejected the value; a note, when
 * given, shows in its place while there is no error, and is announced as it appears. What the field shows
 * when the scripts arrive (typed, pasted or autofilled before) becomes its value.
 */
export function TextField({
  name,
  label,
  required = false,
  type = 'text',
  autoComplete,
  inputMode,
  placeholder,
  hint,
  maxLength,
  multiline,
  note,
}: Props) {
  const id = `${useId()}-${name}`
  const { value, error: message, setValue } = useField(name)
  const shown = typeof value === 'string' ? value : ''
  // Typed, pasted or autofilled before the scripts: what the field shows is its value.
  const adopt = useAdoptShown<HTMLInputElement | HTMLTextAreaElement>((element) => {
    if (element.value !== shown) setValue(element.value)
  })
  const shownNote = message ? undefined : note
  const explanation = message ? explanationOf(type, shown) : null
  const describedBy =
    [hint ? `${id}-hint` : null, message ? `${id}-error` : null, explanation ? `${id}-explain` : null, shownNote ? `${id}-note` : null]
      .filter(Boolean)
      .join(' ') || undefined
  const common = {
    id,
    placeholder,
    maxLength,
    'aria-invalid': message ? true : undefined,
    'aria-required': required || undefined,
    'aria-describedby': describedBy,
    className: inputClass(Boolean(message)),
    name,
    'data-field': name,
    ref: adopt,
    value: shown,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => setValue(event.target.value),
  }

  return (
    <div>
      {/* A hint shares the label's line, so an input with a hint stays level with its neighbour without one. */}
      <div className="flex flex-wrap items-baseline justify-between gap-x-3">
        <label htmlFor={id} className={labelClass}>
          {label}
          {required ? <RequiredMark /> : <span className="font-normal text-slate-500"> (facultatif)</span>}
        </label>
        {hint && (
          <p id={`${id}-hint`} className="text-sm text-slate-500">
            {hint}
          </p>
        )}
      </div>
      <div className="mt-1.5">
        {multiline ? (
          <textarea rows={4} {...common} />
        ) : (
          <input type={type} autoComplete={autoComplete} inputMode={inputMode} {...common} />
        )}
      </div>
      <FieldError id={`${id}-error`} message={message} />
      {explanation && (
        <p id={`${id}-explain`} className="mt-1 pl-5.5 text-sm text-red-700">
          {explanation}
        </p>
      )}
      <FieldNote id={`${id}-note`} note={shownNote} />
    </div>
  )
}
