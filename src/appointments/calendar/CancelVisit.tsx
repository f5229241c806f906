'use client'

import { useRouter } from 'next/navigation'
import { useId, useState } from 'react'

/**
 * Cancels one visit from the calendar, with its reason (PATCH /api/visits/:id): the slot is freed, the visitor
 * is e-mailed with a link to book another time, and the lead's history names who cancelled and why.
 */
export function CancelVisit({ visitId }: { visitId: number }) {
  const router = useRouter()
  const id = useId()
  const [reason, setReason] = useState('')
  const [message, setMessage] = useState<string | null>(null)
  const [sending, setSending] = useState(false)

  async function cancel(event: React.FormEvent) {
    event.preventDefault()
    if (!reason.trim()) return setMessage('Indiquez le motif de l’annulation\u00a0: il reste dans l’historique du lead.')
    setSending(true)
    const response = await fetch(`/api/visits/${visitId}`, {
      method: 'PATCH',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ status: 'cancelled', reason }),
    }).catch(() => null)
    setSending(false)
    const body = (await response?.json().catch(() => null)) as { message?: string } | null
    setMessage(body?.message ?? (response?.ok ? 'Visite annulée.' : 'L’annulation n’a pas abouti. Réessayez.'))
    if (response?.ok) router.refresh()
  }

  return (
    <form onSubmit={(event) => void cancel(event)} className="ld-filters" aria-label="Annuler la visite">
      <label htmlFor={id}>Motif d’annulation</label>
      <input id={id} value={reason} maxLength={500} onChange={(event) => setReason(event.target.value)} />
      <button type="submit" className="ld-button" disabled={sending}>
        Annuler la visite
      </button>
      <span role="status">{message}</span>
    </form>
  )
}
