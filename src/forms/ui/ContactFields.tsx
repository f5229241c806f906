'use client'

import { PostalCodeField } from './PostalCodeField'
import { TextField } from './TextField'

type Props = {
  /** Whether the form asks for a postal code, and whether it must be given. */
  postalCode?: 'required' | 'optional' | 'none'
  message?: { label: string; placeholder?: string } | null
  /** On a one-page form, the fields stand in a group of their own under this title. */
  legend?: string
}

/** Name, e-mail, phone, and as the form needs the postal code and a free message. */
export function ContactFields({ postalCode = 'none', message = null, legend }: Props) {
  const fields = (
    <div className="grid gap-5 sm:grid-cols-2">
      <div className="sm:col-span-2">
        <TextField name="name" label="Nom complet" required autoComplete="name" placeholder="Jean Dupont" maxLength={120} />
      </div>
      <TextField
        name="email"
        label="Email"
        type="email"
        required
        autoComplete="email"
        inputMode="email"
        placeholder="jean.dupont@email.fr"
      />
      <TextField
        name="phone"
        label="Téléphone"
        type="tel"
        required
        autoComplete="tel"
        inputMode="tel"
        placeholder="06 12 34 56 78"
        hint="10 chiffres"
      />
      {postalCode !== 'none' && <PostalCodeField required={postalCode === 'required'} placeholder="59000" />}
      {message && (
        <div className="sm:col-span-2">
          <TextField name="message" label={message.label} placeholder={message.placeholder} multiline maxLength={5000} />
        </div>
      )}
    </div>
  )
  if (!legend) return fields
  return (
    <fieldset className="space-y-5">
      <legend className="text-base font-semibold text-slate-900">{legend}</legend>
      {fields}
    </fieldset>
  )
}
