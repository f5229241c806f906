'use client'

import { useEffect, useRef, useState, type FormEvent } from 'react'
import { MAX_STREET_LENGTH, MAX_TOWN_LENGTH } from '@/appointments/rules/visitAddress'
import { type Address, type AddressErrors, outlineButton, primaryButton } from './bookingTypes'
import { visitDate } from './slotDays'

const inputClass =
  'mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2.5 text-base text-slate-900 focus:border-brand-600 focus:outline-2 focus:outline-brand-600 aria-[invalid=true]:border-red-700'

function AddressInput(props: {
  name: keyof Address
  label: string
  value: string
  error?: string
  maxLength: number
  autoComplete: string
  inputMode?: 'numeric'
  onChange: (value: string) => void
}) {
  const id = `visite-${props.name}`
  return (
    <div>
      <label htmlFor={id} className="text-sm font-semibold text-slate-800">
        {props.label}
      </label>
      <input
        id={id}
        name={props.name}
        value={props.value}
        required
        maxLength={props.maxLength}
        autoComplete={props.autoComplete}
        inputMode={props.inputMode}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={props.error ? `${id}-error` : undefined}
        onChange={(event) => props.onChange(event.target.value)}
        className={inputClass}
      />
      {props.error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {props.error}
        </p>
      )}
    </div>
  )
}

/**
 * The slot tapped, to confirm before it is booked: its day and time in words, and, when the lead has no street yet, where the
 * visit takes place (the postal code asked only if the lead has none). The server's message for each field shows beside it.
 */
export function ConfirmSlot({
  start,
  moving,
  needsAddress,
  address,
  errors,
  busy,
  onConfirm,
  onBack,
}: {
  start: string
  moving: boolean
  needsAddress: boolean
  address: Address
  errors: AddressErrors
  busy: boolean
  onConfirm: (address: Address | null) => void
  onBack: () => void
}) {
  const [typed, setTyped] = useState(address)
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => heading.current?.focus(), [])
  const set = (name: keyof Address) => (value: string) => setTyped((current) => ({ ...current, [name]: value }))
  const submit = (event: FormEvent) => {
    event.preventDefault()
    onConfirm(needsAddress ? typed : null)
  }
  return (
    <form
      onSubmit={submit}
      aria-labelledby="confirmer-visite"
      className="mt-6 rounded-2xl border border-brand-200 bg-white p-5 shadow-sm"
      noValidate
    >
      <h2 id="confirmer-visite" ref={heading} tabIndex={-1} className="text-lg font-semibold text-brand-900 outline-none">
        {moving ? 'Déplacer la visite au' : 'Réserver la visite du'} {visitDate(start)}
        {'\u00a0'}?
      </h2>
      {needsAddress && (
        <fieldset className="mt-4 space-y-3">
          <legend className="text-slate-700">Où aura lieu la visite{'\u00a0'}?</legend>
          <AddressInput
            name="street"
            label="Adresse (numéro et rue)"
            value={typed.street}
            error={errors.street}
            maxLength={MAX_STREET_LENGTH}
            autoComplete="street-address"
            onChange={set('street')}
          />
          {address.postalCode ? (
            <p className="text-sm text-slate-700">
              Code postal{'\u00a0'}: {address.postalCode}
            </p>
          ) : (
            <AddressInput
              name="postalCode"
              label="Code postal"
              value={typed.postalCode}
              error={errors.postalCode}
              maxLength={10}
              autoComplete="postal-code"
              inputMode="numeric"
              onChange={set('postalCode')}
            />
          )}
          <AddressInput
            name="town"
            label="Ville"
            value={typed.town}
            error={errors.town}
            maxLength={MAX_TOWN_LENGTH}
            autoComplete="address-level2"
            onChange={set('town')}
          />
        </fieldset>
      )}
      <div className="mt-5 flex flex-col gap-3 sm:flex-row">
        <button type="submit" disabled={busy} className={primaryButton}>
          {moving ? 'Confirmer le nouveau créneau' : 'Confirmer la visite'}
        </button>
        <button type="button" disabled={busy} onClick={onBack} className={outlineButton}>
          Choisir un autre horaire
        </button>
      </div>
    </form>
  )
}
