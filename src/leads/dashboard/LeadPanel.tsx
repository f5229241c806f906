'use client'
import { useEffect, useState } from 'react'
import type { Lead, LeadActivity, LeadNote } from '@/payload-types'
import { activityTypeLabels, type ActivityType } from '@/leads/rules/activityTypes'
import { formDataEntries } from '@/rules/formDataDisplay'
import { formOriginLabels } from '@/forms/registry'
import type { FormOrigin } from '@/rules/formOrigins'
import type { LeadStatus } from '@/leads/rules/leadStatus'
import { formatDuration, responseMinutes } from '@/leads/rules/responseTime'
import { telHref } from '@/rules/telHref'
import { ActivityForm } from './ActivityForm'
import { addActivity, addNote, earlierMatches, eraseLead } from './api'
import { NoteForm } from './NoteForm'
import { StatusSelect } from './StatusSelect'

type Props = { lead: Lead; onStatus: (status: LeadStatus) => void; onClose: () => void; onChanged: () => void; canErase: boolean }

const dateTime = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/Paris' })
const day = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeZone: 'Europe/Paris' })

const joined = <T,>(join: { docs?: (number | T)[] } | null | undefined) =>
  (join?.docs ?? []).filter((doc): doc is T => typeof doc === 'object' && doc !== null)

/** One lead: contact, status, message, answers in words, earlier leads of the same person, activities and notes. */
export function LeadPanel({ lead, onStatus, onClose, onChanged, canErase }: Props) {
  const [eraseError, setEraseError] = useState('')
  const [known, setKnown] = useState<{ id: number; name: string; createdAt: string }[]>([])
  useEffect(() => {
    earlierMatches(lead)
      .then((result) => setKnown(result.docs))
      .catch(() => setKnown([]))
  }, [lead])

  const activities = joined<LeadActivity>(lead.activities)
  const notes = joined<LeadNote>(lead.notes)

  return (
    <aside className="ld-panel" aria-label={`Lead de ${lead.name}`}>
      <header className="ld-panel__header">
        <h2>{lead.name}</h2>
        {known.length > 0 && (
          <a className="ld-badge ld-badge--known" href={`/admin/dashboard?lead=${known[0]!.id}`} title={`Lead du ${day.format(new Date(known[0]!.createdAt))}`}>
            Déjà connu
          </a>
        )}
        <button type="button" className="ld-button ld-button--ghost" onClick={onClose}>
          Fermer
        </button>
      </header>
      <p className="ld-muted">
        {formOriginLabels[lead.formOrigin as FormOrigin]} · reçu le {dateTime.format(new Date(lead.createdAt))} · délai de réponse{' '}
        {formatDuration(responseMinutes(lead.createdAt, lead.firstOpenedAt))}
        {lead.suspectedSpam && <strong> · spam suspecté</strong>}
      </p>
      <section>
        <h3>Contact</h3>
        <ul className="ld-contact">
          <li>
            <a href={`mailto:${lead.email}`}>{lead.email}</a>
          </li>
          {lead.phone && (
            <li>
              <a href={telHref(lead.phone)}>{lead.phone}</a>
            </li>
          )}
          {lead.postalCode && <li>Code postal : {lead.postalCode}</li>}
        </ul>
        <StatusSelect label="Statut du lead" value={lead.status as LeadStatus} onChange={onStatus} />
      </section>
      <section>
        <h3>Message initial</h3>
        <p className="ld-message">{lead.message || 'Aucun message.'}</p>
      </section>
      <section>
        <h3>Détails du formulaire</h3>
        <dl className="ld-details">
          {formDataEntries(lead.formOrigin, lead.formData).map((entry) => (
            <div key={entry.key}>
              <dt>{entry.label}</dt>
              <dd>{entry.value}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section>
        <h3>Historique des activités</h3>
        <ActivityForm
          onSave={async (date, types) => {
            await addActivity(lead.id, date, types)
            onChanged()
          }}
        />
        <ul className="ld-timeline">
          {activities.map((activity) => (
            <li key={activity.id}>
              <strong>{day.format(new Date(activity.date))}</strong> —{' '}
              {(activity.types ?? []).map((type) => activityTypeLabels[type as ActivityType]).join(', ')}
              <span className="ld-muted"> {activity.authorName}</span>
            </li>
          ))}
          {!activities.length && <li className="ld-muted">Aucune activité.</li>}
        </ul>
      </section>
      <section>
        <h3>Notes</h3>
        <NoteForm
          onSave={async (content) => {
            await addNote(lead.id, content)
            onChanged()
          }}
        />
        <ul className="ld-timeline">
          {notes.map((note) => (
            <li key={note.id}>
              <p className="ld-message">{note.content}</p>
              <span className="ld-muted">
                {dateTime.format(new Date(note.createdAt))} {note.authorName}
              </span>
            </li>
          ))}
          {!notes.length && <li className="ld-muted">Aucune note.</li>}
        </ul>
      </section>
      {canErase && !lead.anonymisedAt && (
        <section>
          <h3>Droit à l’effacement</h3>
          <button
            type="button"
            className="ld-button ld-button--ghost"
            onClick={async () => {
              if (!window.confirm(`Effacer définitivement les données personnelles de ${lead.name} ?`)) return
              try {
                await eraseLead(lead.id)
                onChanged()
              } catch {
                setEraseError('Erreur lors de l’effacement des données')
              }
            }}
          >
            Effacer les données personnelles
          </button>
          {eraseError && (
            <p role="alert" className="ld-error">
              {eraseError}
            </p>
          )}
        </section>
      )}
    </aside>
  )
}
