'use client'

import { useField } from '@/forms/shared/useField'
import { serviceAreaNote } from '@/forms/shared/serviceAreaNote'
import { TextField } from './TextField'

type Props = { label?: string; required?: boolean; placeholder?: string }

/**
 * The postal code input of every form: room for a code typed with a space ("76 000", which the schema
 * sends as "76000"), and under a code outside the company's regions a note that the request is still
 * welcome, not an error.
 */
export function PostalCodeField({ label = 'Code postal', required = false, placeholder }: Props) {
  const { value } = useField('postalCode')
  return (
    <TextField
      name="postalCode"
      label={label}
      required={required}
      autoComplete="postal-code"
      inputMode="numeric"
      placeholder={placeholder}
      maxLength={10}
      note={serviceAreaNote(value)}
    />
  )
}
