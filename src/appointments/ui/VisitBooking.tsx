'use client'

import { useSearchParams } from 'next/navigation'
import { useCallback, useEffect, useRef, useState } from 'react'
import { Container } from '@/components/ui/Container'
import { ButtonLink } from '@/components/ui/ButtonLink'
import { BookedVisit } from './BookedVisit'
import { type Address, type AddressErrors, type BookingState, type Visit, headingClass, outlineButton } from './bookingTypes'
import { SlotChooser } from './SlotChooser'

type Loaded = { slots: string[]; visit: Visit | null; callback: boolean; outOfArea?: boolean; address: Address; needsAddress: boolean }

const ENDPOINT = '/api/appointments'
const failure = 'La réservation n’a pas abouti. Vérifiez votre connexion et réessayez, ou appelez-nous.'

async function call(url: string, init?: RequestInit): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(url, { ...init, headers: { 'Content-Type': 'application/json', Accept: 'application/json' } })
  const body = (await response.json().catch(() => ({}))) as Record<string, unknown>
  return { status: response.status, body }
}

const messageOf = (body: Record<string, unknown>) => (typeof body.message === 'string' ? body.message : failure)

/** The page's state from the lead's slots and visit; `choosing` shows the slots even with a visit booked (to move it). */
async function fetchState(token: string, notice: string | null, choosing = false): Promise<BookingState> {
  try {
    const { status: code, body } = await call(`${ENDPOINT}/slots?token=${encodeURIComponent(token)}`)
    if (code !== 200) return { step: 'invalid', message: messageOf(body) }
    const loaded = body as Loaded
    if (loaded.visit && !choosing) return { step: 'booked', visit: loaded.visit, notice }
    return { step: 'choose', ...loaded, notice, picked: null, errors: {} }
  } catch {
    return { step: 'invalid', message: failure }
  }
}

/**
 * /visite?token=: the visitor books the free home visit (14 days of slots, by day then time; a tap, then a confirmation, with
 * the visit's address when the lead has none), then sees who comes, when, where and what to prepare, and adds it to their
 * calendar; the e-mails' link lands here to move it (the current slot shown) or cancel it (once confirmed). A slot taken
 * meanwhile (409) shows the next free ones; no slot at all, the callback promise.
 */
export function VisitBooking({ phone }: { phone: string }) {
  const token = useSearchParams().get('token') ?? ''
  const [state, setState] = useState<BookingState>({ step: 'loading' })
  const [busy, setBusy] = useState(false)
  const status = useRef<HTMLHeadingElement>(null)

  const load = useCallback(async (notice: string | null = null) => setState(await fetchState(token, notice)), [token])

  useEffect(() => {
    void fetchState(token, null).then(setState)
  }, [token])

  /** Moving: the free slots of the calendars with the visit's own time left out; the visit stays shown, to keep it. */
  async function startMoving(visit: Visit) {
    const next = await fetchState(token, null, true)
    setState(next.step === 'choose' ? { ...next, visit } : next)
  }

  useEffect(() => {
    if (state.step !== 'loading') status.current?.focus()
  }, [state.step])

  async function book(start: string, address: Address | null) {
    if (busy || state.step !== 'choose') return
    const choosing = state
    const moving = choosing.visit !== null
    setBusy(true)
    try {
      const { status: code, body } = await call(ENDPOINT, {
        method: moving ? 'PATCH' : 'POST',
        body: JSON.stringify({ token, start, ...(address ? { address } : {}) }),
      })
      if (code === 201 || code === 200) setState({ step: 'booked', visit: body.visit as Visit, notice: null })
      else if (code === 409 && Array.isArray(body.slots))
        setState({ ...choosing, slots: body.slots as string[], callback: false, notice: messageOf(body), picked: null, errors: {} })
      else if (code === 404) setState({ step: 'invalid', message: messageOf(body) })
      else if (code === 400 && body.errors) setState({ ...choosing, errors: body.errors as AddressErrors, notice: messageOf(body) })
      else setState({ ...choosing, notice: messageOf(body), errors: {} })
    } catch {
      setState({ ...choosing, notice: failure, errors: {} })
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

  return (
    <Container className="max-w-3xl py-10 sm:py-14">
      <div aria-live="polite" aria-busy={state.step === 'loading' || busy}>
        {state.step === 'loading' && <p className="text-slate-600">Chargement des créneaux…</p>}

        {state.step === 'invalid' && (
          <>
            <h1 ref={status} tabIndex={-1} className={headingClass}>
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
            <h1 ref={status} tabIndex={-1} className={headingClass}>
              Votre visite est annulée
            </h1>
            <p className="mt-4 text-slate-700">
              Vous recevez une confirmation par e-mail. Vous pouvez choisir un autre créneau quand vous le souhaitez.
            </p>
            <button type="button" onClick={() => void load()} className={`${outlineButton} mt-6`}>
              Choisir un autre créneau
            </button>
          </>
        )}

        {state.step === 'booked' && (
          <BookedVisit
            visit={state.visit}
            notice={state.notice}
            token={token}
            phone={phone}
            busy={busy}
            headingRef={status}
            onMove={() => void startMoving(state.visit)}
            onCancel={() => void cancel()}
          />
        )}

        {state.step === 'choose' && (
          <SlotChooser
            state={state}
            busy={busy}
            phone={phone}
            headingRef={status}
            onPick={(picked) => setState({ ...state, picked, errors: {}, notice: null })}
            onConfirm={(start, address) => void book(start, address)}
            onKeep={() => state.visit && setState({ step: 'booked', visit: state.visit, notice: null })}
          />
        )}
      </div>
    </Container>
  )
}
