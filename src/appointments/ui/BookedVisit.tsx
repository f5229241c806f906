'use client'

import { useEffect, useRef, useState, type RefObject } from 'react'
import { telHref } from '@/rules/telHref'
import { dangerButton, headingClass, outlineButton, type Visit } from './bookingTypes'
import { visitDate } from './slotDays'

/**
 * The visit booked: who comes, when, where, what to prepare; add it to one's calendar (a file, or Google Calendar's page);
 * move it, or cancel it once confirmed; the company's phone for anything else.
 */
export function BookedVisit({
  visit,
  notice,
  token,
  phone,
  busy,
  headingRef,
  onMove,
  onCancel,
}: {
  visit: Visit
  notice: string | null
  token: string
  phone: string
  busy: boolean
  headingRef: RefObject<HTMLHeadingElement | null>
  onMove: () => void
  onCancel: () => void
}) {
  const [confirmingCancel, setConfirmingCancel] = useState(false)
  const question = useRef<HTMLParagraphElement>(null)
  const cancelButton = useRef<HTMLButtonElement>(null)
  useEffect(() => {
    if (confirmingCancel) question.current?.focus()
  }, [confirmingCancel])
  const keep = () => {
    setConfirmingCancel(false)
    // The focus goes back where the question came from.
    requestAnimationFrame(() => cancelButton.current?.focus())
  }
  return (
    <>
      <h1 ref={headingRef} tabIndex={-1} className={headingClass}>
        Votre visite gratuite est réservée
      </h1>
      {notice && <p className="mt-4 rounded-lg bg-amber-50 p-3 text-amber-900">{notice}</p>}
      <dl className="mt-6 divide-y divide-slate-100 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
        <div className="py-2.5">
          <dt className="text-sm text-slate-600">Qui vient</dt>
          <dd className="font-semibold text-slate-900">{visit.salesperson}, de l’équipe Combles &amp; Extensions du Nord</dd>
        </div>
        <div className="py-2.5">
          <dt className="text-sm text-slate-600">Quand</dt>
          <dd className="font-semibold text-slate-900" data-testid="visit-when">
            {visitDate(visit.start)}
          </dd>
        </div>
        <div className="py-2.5">
          <dt className="text-sm text-slate-600">Où</dt>
          <dd className="font-semibold text-slate-900" data-testid="visit-where">
            Chez vous{visit.place ? `, ${visit.place}` : ''}
          </dd>
        </div>
        <div className="py-2.5">
          <dt className="text-sm text-slate-600">À préparer</dt>
          <dd>
            <ul className="mt-1 list-disc space-y-1 pl-5 text-slate-800">
              {visit.preparation.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </dd>
        </div>
      </dl>
      <p className="mt-4 text-sm text-slate-600">Une confirmation avec l’invitation pour votre agenda vous est envoyée par e-mail.</p>
      <div className="mt-4 flex flex-col gap-3 sm:flex-row" role="group" aria-label="Ajouter à mon agenda">
        <a href={`/api/appointments/calendar?token=${encodeURIComponent(token)}`} download className={outlineButton}>
          Ajouter à mon agenda (.ics)
        </a>
        <a href={visit.googleCalendar} target="_blank" rel="noopener noreferrer" className={outlineButton}>
          Ajouter à Google Agenda
        </a>
      </div>
      {confirmingCancel ? (
        <div className="mt-6 rounded-2xl border border-red-200 bg-red-50 p-5" role="group" aria-labelledby="annuler-question">
          <p id="annuler-question" ref={question} tabIndex={-1} className="font-semibold text-red-900 outline-none">
            Annuler la visite du {visitDate(visit.start)}
            {'\u00a0'}?
          </p>
          <div className="mt-4 flex flex-col gap-3 sm:flex-row">
            <button type="button" disabled={busy} onClick={onCancel} className={dangerButton}>
              Oui, annuler la visite
            </button>
            <button type="button" disabled={busy} onClick={keep} className={outlineButton}>
              Non, garder ma visite
            </button>
          </div>
        </div>
      ) : (
        <div className="mt-6 flex flex-col gap-3 sm:flex-row">
          <button type="button" disabled={busy} onClick={onMove} className={outlineButton}>
            Déplacer la visite
          </button>
          <button ref={cancelButton} type="button" disabled={busy} onClick={() => setConfirmingCancel(true)} className={dangerButton}>
            Annuler la visite
          </button>
        </div>
      )}
      <p className="mt-6 text-slate-700">
        Une question avant la visite{'\u00a0'}? Appelez-nous au{' '}
        <a href={telHref(phone)} className="font-semibold whitespace-nowrap text-brand-700 underline">
          {phone}
        </a>
        .
      </p>
    </>
  )
}
