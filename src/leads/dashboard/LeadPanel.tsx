'use client'
import { visitPlace } from '@/appointments/rules/visitAddress'
import { useEffect, useRef, useState, type MouseEvent } from 'react'
import type { Lead, LeadActivity, LeadChange, LeadNote, LostReason } from '@/payload-types'
import { sourceEntries } from '@/leads/rules/leadSource'
import { formDataEntries } from '@/rules/formDataDisplay'
import { formOriginLabels } from '@/forms/registry'
import type { FormOrigin } from '@/rules/formOrigins'
import { isLostStatus, type LeadStatus } from '@/leads/rules/leadStatus'
import { responseMinutes } from '@/leads/rules/firstResponse'
import { formatDuration } from '@/leads/rules/responseTime'
import { telHref } from '@/rules/telHref'
import { ActivityForm } from './ActivityForm'
import { CallOutcome } from './CallOutcome'
import { LostForm } from './LostForm'
import { ConvertedQuestion } from './ConvertedQuestion'
import { addActivity, addNote, eraseLead, type ActivityEntry } from './api'
import { KnownLeads } from './KnownLeads'
import { MergeDialog } from './MergeDialog'
import { MergedLeads } from './MergedLeads'
import { LeadHistory } from './LeadHistory'
import { NoteForm } from './NoteForm'
import { StatusSelect } from './StatusSelect'
import { NextActionForm } from './NextActionForm'
import { OwnerSelect } from './OwnerSelect'
import { relatedId } from '@/leads/rules/leadChanges'
import type { NextAction } from '@/leads/rules/nextAction'
import type { LeadOwner } from '@/leads/collections/Leads/endpoints/leadOwners'

type Props = {
  lead: Lead
  onStatus: (status: LeadStatus) => void
  owners: LeadOwner[]
  onOwner: (owner: number | null) => Promise<void>
  onNextAction: (action: NextAction) => Promise<void>
  onClose: () => void
  onChanged: () => void
  /** Opens another lead in the panel (an earlier lead of the same person), and its address. */
  onOpenLead: (id: number) => void
  leadHref: (id: number) => string
  canErase: boolean
  /** The manager's lost reasons; asked for when the lead is being marked Perdu. */
  lostReasons: Pick<LostReason, 'id' | 'label'>[]
  askingLost: boolean
  /** What takes the focus when the lead opens: the heading, or « Résultat de l’appel ». */
  focus: 'heading' | 'call'
  onLost: (reason: number) => Promise<void>
  onCancelLost: () => void
  /** Asked when the lead, which has a next action, is being marked Converti: whether the action stays. */
  askingConverted: boolean
  onConverted: (keepNextAction: boolean) => Promise<void>
  onCancelConverted: () => void
}

const dateTime = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/Paris' })

const joined = <T,>(join: { docs?: (number | T)[] } | null | undefined) =>
  (join?.docs ?? []).filter((doc): doc is T => typeof doc === 'object' && doc !== null)

/**
 * One lead: contact, status, message, answers in words, where it came from, earlier leads of the same
 * person, and its history: activities, notes and recorded changes, newest first. Beside the list on a wide screen (it follows the scroll), over it
 * otherwise; the heading takes the focus when a lead opens, so the panel is in view and read first.
 */
export function LeadPanel({
  lead,
  onStatus,
  owners,
  onOwner,
  onNextAction,
  onClose,
  onChanged,
  onOpenLead,
  leadHref,
  canErase,
  lostReasons,
  askingLost,
  focus,
  onLost,
  onCancelLost,
  askingConverted,
  onConverted,
  onCancelConverted,
}: Props) {
  const [eraseError, setEraseError] = useState('')
  // The earlier lead this one is being merged into, while the admin picks the values.
  const [mergingInto, setMergingInto] = useState<number | null>(null)
  const heading = useRef<HTMLHeadingElement>(null)
  const call = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    const target = focus === 'call' && call.current ? call.current : heading.current
    target?.focus()
  }, [lead.id, focus])

  const activities = joined<LeadActivity>(lead.activities)
  const notes = joined<LeadNote>(lead.notes)
  const changes = joined<LeadChange>(lead.changes)
  const source = sourceEntries(lead.source)
  const lostReason = typeof lead.lostReason === 'object' && lead.lostReason ? lead.lostReason.label : null
  const logActivity = async (entry: ActivityEntry) => {
    await addActivity(lead.id, entry)
    onChanged()
  }
  const open = (id: number) => (event: MouseEvent) => {
    event.preventDefault()
    onOpenLead(id)
  }

  return (
    <aside className="ld-panel" aria-label={`Lead de ${lead.name}`} onKeyDown={(event) => event.key === 'Escape' && onClose()}>
      <header className="ld-panel__header">
        <h2 ref={heading} tabIndex={-1}>
          {lead.name}
        </h2>
        <button type="button" className="ld-button ld-button--ghost" onClick={onClose}>
          Fermer
        </button>
      </header>
      <p className="ld-muted">
        {formOriginLabels[lead.formOrigin as FormOrigin]} · reçu le {dateTime.format(new Date(lead.createdAt))} · délai de réponse{' '}
        {formatDuration(responseMinutes(lead.createdAt, lead.firstResponseAt))}
        {lead.suspectedSpam && <strong> · spam suspecté</strong>}
      </p>
      <KnownLeads
        lead={lead}
        leadHref={leadHref}
        onOpen={open}
        owners={owners}
        onMerge={canErase && !lead.anonymisedAt ? setMergingInto : undefined}
      />
      {mergingInto !== null && (
        <MergeDialog
          key={`${lead.id}-${mergingInto}`}
          keptId={mergingInto}
          merged={lead}
          onCancel={() => setMergingInto(null)}
          onMerged={() => {
            setMergingInto(null)
            onChanged()
            onOpenLead(mergingInto)
          }}
        />
      )}
      <MergedLeads lead={lead} />
      <section>
        <h3>Contact</h3>
        <ul className="ld-contact">
          <li>
            <a href={`mailto:${lead.email}`}>{lead.email}</a>
          </li>
          {lead.phone && (
            <li>
              <a className="ld-call-link" href={telHref(lead.phone)}>
                Appeler le {lead.phone}
              </a>
            </li>
          )}
          {lead.street ? (
            <li data-testid="lead-address">
              Adresse{'\u00a0'}: {visitPlace({ street: lead.street, postalCode: lead.postalCode ?? '', town: lead.town ?? '' })}
            </li>
          ) : (
            lead.postalCode && (
              <li>
                Code postal{'\u00a0'}: {lead.postalCode}
              </li>
            )
          )}
        </ul>
        <StatusSelect label="Statut du lead" value={lead.status as LeadStatus} onChange={onStatus} />
        {isLostStatus(lead.status) && lostReason && !askingLost && (
          <p>
            Motif de la perte{'\u00a0'}: <strong>{lostReason}</strong>
          </p>
        )}
        {askingLost && <LostForm reasons={lostReasons} onSave={onLost} onCancel={onCancelLost} />}
        {askingConverted && lead.nextAction && (
          <ConvertedQuestion action={lead.nextAction} onAnswer={onConverted} onCancel={onCancelConverted} />
        )}
        <OwnerSelect value={relatedId(lead.owner)} owners={owners} onChange={(owner) => void onOwner(owner)} />
      </section>
      {lead.phone && <CallOutcome headingRef={call} onSave={logActivity} />}
      <section aria-labelledby="ld-next-title">
        <h3 id="ld-next-title">Prochaine action</h3>
        <NextActionForm
          key={`${lead.id}-${lead.nextAction?.dueAt ?? ''}-${lead.status}`}
          status={lead.status}
          action={lead.nextAction}
          onSave={onNextAction}
        />
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
      <section aria-labelledby="ld-source-title">
        <h3 id="ld-source-title">Provenance</h3>
        {source.length ? (
          <dl className="ld-details">
            {source.map((entry) => (
              <div key={entry.key}>
                <dt>{entry.label}</dt>
                <dd>{entry.value}</dd>
              </div>
            ))}
          </dl>
        ) : (
          <p className="ld-muted">Provenance inconnue.</p>
        )}
      </section>
      <section aria-labelledby="ld-history-title">
        <h3 id="ld-history-title">Historique</h3>
        <ActivityForm onSave={logActivity} />
        <NoteForm
          onSave={async (content) => {
            await addNote(lead.id, content)
            onChanged()
          }}
        />
        <LeadHistory activities={activities} notes={notes} changes={changes} />
      </section>
      {canErase && !lead.anonymisedAt && (
        <section>
          <h3>Droit à l’effacement</h3>
          <button
            type="button"
            className="ld-button ld-button--ghost"
            onClick={async () => {
              if (!window.confirm(`Effacer définitivement les données personnelles de ${lead.name}\u00a0?`)) return
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
