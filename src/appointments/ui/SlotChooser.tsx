'use client'

import type { RefObject } from 'react'
import { telHref } from '@/rules/telHref'
import { type Address, type ChoosingState, headingClass, outlineButton } from './bookingTypes'
import { ConfirmSlot } from './ConfirmSlot'
import { groupSlotsByDay, visitDate } from './slotDays'

type ChooserProps = {
  state: ChoosingState
  busy: boolean
  phone: string
  headingRef: RefObject<HTMLHeadingElement | null>
  onPick: (start: string | null) => void
  onConfirm: (start: string, address: Address | null) => void
  onKeep: () => void
}

/**
 * The slots by day then time: one button per time, a heading per day (screen readers list them by heading). A tap asks to
 * confirm (ConfirmSlot, under the day's times); moving, the visit as it stands is shown and can be kept. None suits: the company's phone.
 */
export function SlotChooser({ state, busy, phone, headingRef, onPick, onConfirm, onKeep }: ChooserProps) {
  const moving = state.visit !== null
  const days = groupSlotsByDay(state.slots)
  return (
    <>
      <h1 ref={headingRef} tabIndex={-1} className={headingClass}>
        {moving ? 'Déplacer votre visite gratuite' : 'Choisir un créneau pour votre visite gratuite'}
      </h1>
      {state.visit && (
        <div className="mt-4 rounded-lg bg-brand-50 p-4" data-testid="current-visit">
          <p className="text-slate-800">
            Votre visite actuelle{'\u00a0'}: <strong>{visitDate(state.visit.start)}</strong>
          </p>
          <button type="button" disabled={busy} onClick={onKeep} className={`${outlineButton} mt-3`}>
            Garder ce créneau
          </button>
        </div>
      )}
      {state.notice && <p className="mt-4 rounded-lg bg-amber-50 p-3 text-amber-900">{state.notice}</p>}
      {state.outOfArea ? (
        <p className="mt-4 text-lg text-slate-700">
          Nous n’intervenons pas dans votre département{'\u00a0'}: pas de visite à domicile à réserver. Un conseiller vous rappelle sous 24
          h pour vous dire comment nous pouvons vous aider.
        </p>
      ) : state.callback && !state.slots.length ? (
        <p className="mt-4 text-lg text-slate-700">
          Aucun créneau n’est libre dans votre secteur pour les 14 prochains jours. Un conseiller vous rappelle sous 24 h pour fixer la
          visite avec vous.
        </p>
      ) : (
        <p className="mt-4 text-slate-700">
          Un membre de notre équipe vient chez vous, gratuitement et sans engagement, pour environ une heure. Touchez un horaire pour le
          choisir{'\u00a0'}: vous confirmez ensuite.
        </p>
      )}
      {days.map((day) => (
        <section key={day.day} aria-labelledby={`jour-${day.day}`} className="mt-6">
          <h2 id={`jour-${day.day}`} className="text-lg font-semibold text-brand-900 first-letter:uppercase">
            {day.label}
          </h2>
          <ul className="mt-2 grid grid-cols-3 gap-2 sm:grid-cols-5">
            {day.slots.map((slot) => (
              <li key={slot.start}>
                <button
                  type="button"
                  disabled={busy}
                  aria-label={`${slot.label}, ${day.label}`}
                  aria-pressed={state.picked === slot.start}
                  onClick={() => onPick(slot.start)}
                  className="min-h-11 w-full rounded-lg border border-brand-700 px-2 py-2.5 text-base font-semibold text-brand-800 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:opacity-60 aria-pressed:bg-brand-700 aria-pressed:text-white"
                >
                  {slot.label}
                </button>
              </li>
            ))}
          </ul>
          {state.picked && day.slots.some((slot) => slot.start === state.picked) && (
            <ConfirmSlot
              key={state.picked}
              start={state.picked}
              moving={moving}
              needsAddress={state.needsAddress && !moving}
              address={state.address}
              errors={state.errors}
              busy={busy}
              onConfirm={(address) => state.picked && onConfirm(state.picked, address)}
              onBack={() => onPick(null)}
            />
          )}
        </section>
      ))}
      {!state.outOfArea && (
        <p className="mt-8 rounded-lg bg-slate-50 p-4 text-slate-700" data-testid="no-slot-suits">
          Aucun créneau ne vous convient{'\u00a0'}? Appelez-nous au{' '}
          <a href={telHref(phone)} className="font-semibold whitespace-nowrap text-brand-700 underline">
            {phone}
          </a>
          {'\u00a0'}: nous fixons la visite avec vous.
        </p>
      )}
    </>
  )
}
