'use client'

import { useSearchParams } from 'next/navigation'
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react'
import { Container } from '@/components/ui/Container'
import { ButtonLink } from '@/components/ui/ButtonLink'
import { groupSlotsByDay, visitDate } from './slotDays'

type Visit = { start: string; end: string; salesperson: string; postalCode: string; preparation: string[] }
type Loaded = { slots: string[]; visit: Visit | null; callback: boolean; outOfArea?: boolean }
type State =
  | { step: 'loading' }
  | { step: 'invalid'; message: string }
  | { step: 'choose'; slots: string[]; visit: Visit | null; callback: boolean; outOfArea?: boolean; notice: string | null }
  | { step: 'booked'; visit: Visit; notice: string | null }
  | { step: 'cancelled' }

const ENDPOINT = '/api/appointments'
const failure = 'La réservation n’a pas abouti. Vérifiez votre connexion et réessayez, ou appelez-nous.'

async function call(url: string, init?: RequestInit): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(url, { ...init, headers: { 'Content-Type': 'application/json', Accept: 'application/json' } })
  const body = (await response.json().catch(() => ({}))) as Record<string, unknown>
  return { status: response.status, body }
}

const messageOf = (body: Record<string, unknown>) => (typeof body.message === 'string' ? body.message : failure)

/** The page's state from the lead's slots and visit; `choosing` shows the slots even with a visit booked (to move it). */
async function fetchState(token: string, notice: string | null, choosing = false): Promise<State> {
  try {
    const { status: code, body } = await call(`${ENDPOINT}/slots?token=${encodeURIComponent(token)}`)
    if (code !== 200) return { step: 'invalid', message: messageOf(body) }
    const loaded = body as Loaded
    if (loaded.visit && !choosing) return { step: 'booked', visit: loaded.visit, notice }
    return { step: 'choose', ...loaded, notice }
  } catch {
    return { step: 'invalid', message: failure }
  }
}

/**
 * /visite?token=: the visitor books the free home visit (14 days of slots, by day then time; one tap
 * books), then sees who comes, when, where and what to prepare; the e-mails' link lands here to move or
 * cancel it. A slot taken meanwhile (409) shows the next free ones; no slot at all, the callback promise.
 */
export function VisitBooking() {
  const token = useSearchParams().get('token') ?? ''
  const [state, setState] = useState<State>({ step: 'loading' })
  const [busy, setBusy] = useState(false)
  const status = useRef<HTMLHeadingElement>(null)

  const load = useCallback(async (notice: string | null = null) => setState(await fetchState(token, notice)), [token])

  useEffect(() => {
    void fetchState(token, null).then(setState)
  }, [token])

  /** Moving: the free slots of the calendars with the visit's own time left out. */
  async function startMoving(visit: Visit) {
    const next = await fetchState(token, null, true)
    setState(next.step === 'choose' ? { ...next, visit } : next)
  }

  useEffect(() => {
    if (state.step !== 'loading') status.current?.focus()
  }, [state.step])

  async function book(start: string, moving: boolean) {
    if (busy) return
    setBusy(true)
    try {
      const { status: code, body } = await call(ENDPOINT, { method: moving ? 'PATCH' : 'POST', body: JSON.stringify({ token, start }) })
      if (code === 201 || code === 200) setState({ step: 'booked', visit: body.visit as Visit, notice: null })
      else if (code === 409 && Array.isArray(body.slots))
        setState({
          step: 'choose',
          slots: body.slots as string[],
          visit: moving && state.step === 'choose' ? state.visit : null,
          callback: false,
          notice: messageOf(body),
        })
      else if (code === 404) setState({ step: 'invalid', message: messageOf(body) })
      else if (state.step === 'choose') setState({ ...state, notice: messageOf(body) })
      else await load(messageOf(body))
    } catch {
      if (state.step === 'choose') setState({ ...state, notice: failure })
    } finally {
      setBusy(false)
    }
  }

  async function cancel() {
    if (busy) return
    setBusy(true)
    try {
      const { status: code, body } = await call(`${ENDPOINT}?token=${encodeURIComponent(token)}`, { method: 'DELETE' })
      if (code === 200) setState({ step: 'cancelled' })
      else await load(messageOf(body))
    } finally {
      setBusy(false)
    }
  }

  const heading = 'text-2xl font-bold tracking-tight text-brand-900 outline-none sm:text-3xl'
  return (
    <Container className="max-w-3xl py-10 sm:py-14">
      <div aria-live="polite" aria-busy={state.step === 'loading' || busy}>
        {state.step === 'loading' && <p className="text-slate-600">Chargement des créneaux…</p>}

        {state.step === 'invalid' && (
          <>
            <h1 ref={status} tabIndex={-1} className={heading}>
              Lien de réservation invalide
            </h1>
            <p className="mt-4 text-slate-700">{state.message}</p>
            <ButtonLink href="/contact" className="mt-6">
              Nous contacter
            </ButtonLink>
          </>
        )}

        {state.step === 'cancelled' && (
          <>
            <h1 ref={status} tabIndex={-1} className={heading}>
              Votre visite est annulée
            </h1>
            <p className="mt-4 text-slate-700">
              Vous recevez une confirmation par e-mail. Vous pouvez choisir un autre créneau quand vous le souhaitez.
            </p>
            <button
              type="button"
              onClick={() => void load()}
              className="mt-6 min-h-11 rounded-lg border border-brand-700 px-5 py-2.5 text-sm font-semibold text-brand-800 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
            >
              Choisir un autre créneau
            </button>
          </>
        )}

        {state.step === 'booked' && (
          <>
            <h1 ref={status} tabIndex={-1} className={heading}>
              Votre visite gratuite est réservée
            </h1>
            {state.notice && <p className="mt-4 rounded-lg bg-amber-50 p-3 text-amber-900">{state.notice}</p>}
            <dl className="mt-6 divide-y divide-slate-100 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
              <div className="py-2.5">
                <dt className="text-sm text-slate-600">Qui vient</dt>
                <dd className="font-semibold text-slate-900">{state.visit.salesperson}, conseiller Combles &amp; Extensions du Nord</dd>
              </div>
              <div className="py-2.5">
                <dt className="text-sm text-slate-600">Quand</dt>
                <dd className="font-semibold text-slate-900" data-testid="visit-when">
                  {visitDate(state.visit.start)}
                </dd>
              </div>
              <div className="py-2.5">
                <dt className="text-sm text-slate-600">Où</dt>
                <dd className="font-semibold text-slate-900">Chez vous{state.visit.postalCode ? ` (${state.visit.postalCode})` : ''}</dd>
              </div>
              <div className="py-2.5">
                <dt className="text-sm text-slate-600">À préparer</dt>
                <dd>
                  <ul className="mt-1 list-disc space-y-1 pl-5 text-slate-800">
                    {state.visit.preparation.map((item) => (
                      <li key={item}>{item}</li>
                    ))}
                  </ul>
                </dd>
              </div>
            </dl>
            <p className="mt-4 text-sm text-slate-600">Une confirmation avec l’invitation pour votre agenda vous est envoyée par e-mail.</p>
            <div className="mt-6 flex flex-col gap-3 sm:flex-row">
              <button
                type="button"
                disabled={busy}
                onClick={() => void startMoving(state.visit)}
                className="min-h-11 rounded-lg border border-brand-700 px-5 py-2.5 text-sm font-semibold text-brand-800 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
              >
                Déplacer la visite
              </button>
              <button
                type="button"
                disabled={busy}
                onClick={() => void cancel()}
                className="min-h-11 rounded-lg border border-red-700 px-5 py-2.5 text-sm font-semibold text-red-800 hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700"
              >
                Annuler la visite
              </button>
            </div>
          </>
        )}

        {state.step === 'choose' && <SlotChooser state={state} busy={busy} headingRef={status} headingClass={heading} onPick={book} />}
      </div>
    </Container>
  )
}

type ChooserProps = {
  state: Extract<State, { step: 'choose' }>
  busy: boolean
  headingRef: RefObject<HTMLHeadingElement | null>
  headingClass: string
  onPick: (start: string, moving: boolean) => void
}

/** The slots by day then time: one button per time, a heading per day (screen readers list them by heading). */
function SlotChooser({ state, busy, headingRef, headingClass, onPick }: ChooserProps) {
  const moving = state.visit !== null
  const slots = state.slots
  const days = groupSlotsByDay(slots)
  return (
    <>
      <h1 ref={headingRef} tabIndex={-1} className={headingClass}>
        {moving ? 'Déplacer votre visite gratuite' : 'Choisir un créneau pour votre visite gratuite'}
      </h1>
      {state.notice && <p className="mt-4 rounded-lg bg-amber-50 p-3 text-amber-900">{state.notice}</p>}
      {state.outOfArea ? (
        <p className="mt-4 text-lg text-slate-700">
          Nous n’intervenons pas dans votre département{'\u00a0'}: pas de visite à domicile à réserver. Un conseiller vous rappelle sous 24
          h pour vous dire comment nous pouvons vous aider.
        </p>
      ) : state.callback && !slots.length ? (
        <p className="mt-4 text-lg text-slate-700">
          Aucun créneau n’est libre dans votre secteur pour les 14 prochains jours. Un conseiller vous rappelle sous 24 h pour fixer la
          visite avec vous.
        </p>
      ) : (
        <p className="mt-4 text-slate-700">
          Un conseiller vient chez vous, gratuitement et sans engagement, pour environ une heure. Touchez un horaire pour le réserver.
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
                  onClick={() => onPick(slot.start, moving)}
                  className="min-h-11 w-full rounded-lg border border-brand-700 px-2 py-2.5 text-base font-semibold text-brand-800 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:opacity-60"
                >
                  {slot.label}
                </button>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  )
}
