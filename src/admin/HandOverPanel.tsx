'use client'
import { useAuth, useDocumentInfo, useFormFields } from '@payloadcms/ui'
import { useEffect, useId, useState } from 'react'

type Colleague = { id: number; name?: string | null; email: string }
type Answer = { leads?: { lead: number; to: number }[]; visitsLeft?: { visit: number; message: string }[]; message?: string }

const colleaguesQuery = (person: string | number) =>
  `/api/users?where[role][equals]=sales&where[active][equals]=true&where[id][not_equals]=${encodeURIComponent(String(person))}&limit=200&depth=0&sort=name`

const leadsWord = (count: number) =>
  count > 1 ? `${count} leads ouverts confiés` : count === 1 ? '1 lead ouvert confié' : 'Aucun lead ouvert à confier'

/**
 * The handover, in a salesperson's account (admins only): their open leads go to the colleague chosen, each
 * through the leads' own update (history line, the colleague's e-mail, the visits to come following when the
 * colleague is free: POST /api/users/:id/handover); the visits left to settle by hand are listed.
 */
export function HandOverPanel() {
  const { user } = useAuth()
  const { id } = useDocumentInfo()
  const role = useFormFields(([fields]) => fields.role?.value)
  const selectId = useId()
  const [colleagues, setColleagues] = useState<Colleague[]>([])
  const [to, setTo] = useState('')
  const [sending, setSending] = useState(false)
  const [answer, setAnswer] = useState<Answer | null>(null)
  const shown = user?.role === 'admin' && id !== undefined && role === 'sales'

  useEffect(() => {
    if (!shown) return
    void fetch(colleaguesQuery(id), { credentials: 'include' })
      .then((response) => (response.ok ? response.json() : { docs: [] }))
      .then((found: { docs: Colleague[] }) => setColleagues(found.docs))
      .catch(() => setColleagues([]))
  }, [shown, id])

  if (!shown) return null

  async function handOver() {
    setSending(true)
    const response = await fetch(`/api/users/${encodeURIComponent(String(id))}/handover`, {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ to: Number(to) }),
    }).catch(() => null)
    setSending(false)
    setAnswer(((await response?.json().catch(() => null)) as Answer | null) ?? { message: 'La passation n’a pas abouti. Réessayez.' })
  }

  const colleague = colleagues.find((each) => String(each.id) === to)
  return (
    <section className="field-type" aria-labelledby={`${selectId}-titre`}>
      <h3 id={`${selectId}-titre`}>Passation</h3>
      <p>Confier les leads ouverts de cette personne à un collègue (son départ, une longue absence).</p>
      <label htmlFor={selectId}>Confier à</label>
      <select id={selectId} value={to} onChange={(event) => setTo(event.target.value)}>
        <option value="">Choisir un commercial actif</option>
        {colleagues.map((each) => (
          <option key={each.id} value={each.id}>
            {each.name?.trim() || each.email}
          </option>
        ))}
      </select>{' '}
      <button type="button" className="btn btn--style-secondary btn--size-small" disabled={!to || sending} onClick={() => void handOver()}>
        {sending ? 'Passation en cours…' : 'Confier ses leads ouverts'}
      </button>
      <div role="status">
        {answer?.message && <p>{answer.message}</p>}
        {answer?.leads && (
          <p>
            {leadsWord(answer.leads.length)}
            {answer.leads.length > 0 && colleague ? ` à ${colleague.name?.trim() || colleague.email}` : ''}.
          </p>
        )}
        {answer?.visitsLeft && answer.visitsLeft.length > 0 && (
          <ul>
            {answer.visitsLeft.map((visit) => (
              <li key={visit.visit}>{visit.message}</li>
            ))}
          </ul>
        )}
      </div>
    </section>
  )
}
