'use client'

import { useRouter } from 'next/navigation'
import { useId, useState } from 'react'

const local = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Paris', dateStyle: 'short', timeStyle: 'short' })

/** A Paris wall time typed in a datetime-local field ("2026-12-03T10:30") as the instant it names. */
function parisInstantOf(value: string): string | null {
  const guess = new Date(`${value}:00Z`)
  if (Number.isNaN(guess.getTime())) return null
  // Shift by Paris's offset at that moment (checked twice, for the change of hour).
  const offset = (at: Date) => (new Date(`${local.format(at).replace(' ', 'T')}:00Z`).getTime() - at.getTime()) / 60_000
  const first = new Date(guess.getTime() - offset(guess) * 60_000)
  return new Date(guess.getTime() - offset(first) * 60_000).toISOString()
}

/** Moves one visit from the calendar: a new start, sent to the visits' move endpoint; the visitor is e-mailed. */
export function MoveVisit({ visitId, start }: { visitId: number; start: string }) {
  const router = useRouter()
  const id = useId()
  const [value, setValue] = useState(local.format(new Date(start)).replace(' ', 'T'))
  const [message, setMessage] = useState<string | null>(null)
  const [sending, setSending] = useState(false)

  async function move(event: React.FormEvent) {
    event.preventDefault()
    const instant = parisInstantOf(value)
    if (!instant) return setMessage('Indiquez une date et une heure.')
    setSending(true)
    const response = await fetch(`/api/visits/${visitId}/move`, {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ start: instant }),
    }).catch(() => null)
    setSending(false)
    const body = (await response?.json().catch(() => null)) as { message?: string } | null
    if (response?.ok) {
      setMessage('Visite déplacée : le visiteur est prévenu par e-mail.')
      router.refresh()
    } else setMessage(body?.message ?? 'Le déplacement n’a pas abouti.')
  }

  return (
    <form onSubmit={(event) => void move(event)} className="ld-filters" aria-label="Déplacer la visite">
      <label htmlFor={id}>Nouvel horaire</label>
      <input id={id} type="datetime-local" value={value} step={900} onChange={(event) => setValue(event.target.value)} required />
      <button type="submit" className="ld-button" disabled={sending}>
        Déplacer
      </button>
      <span role="status">{message}</span>
    </form>
  )
}
