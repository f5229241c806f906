'use client'
import { useDocumentInfo } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useState } from 'react'

/** Renews the person's calendar address (POST /api/users/:id/agenda), then shows the new one. */
export function RenewAgendaButton() {
  const { id } = useDocumentInfo()
  const router = useRouter()
  const [message, setMessage] = useState('')
  if (id === undefined) return null
  async function renew() {
    const response = await fetch(`/api/users/${encodeURIComponent(String(id))}/agenda`, { method: 'POST', credentials: 'include' }).catch(
      () => null,
    )
    const body = (await response?.json().catch(() => null)) as { message?: string } | null
    setMessage(body?.message ?? 'Le renouvellement n’a pas abouti. Réessayez.')
    if (response?.ok) router.refresh()
  }
  return (
    <p>
      <button type="button" className="btn btn--style-secondary btn--size-small" onClick={() => void renew()}>
        Renouveler l’adresse
      </button>{' '}
      <span role="status">{message}</span>
    </p>
  )
}
