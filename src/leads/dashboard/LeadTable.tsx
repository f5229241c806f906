'use client'
import { formOriginLabels } from '@/forms/registry'
import type { FormOrigin } from '@/rules/formOrigins'
import { isWaitingStatus, type LeadStatus } from '@/leads/rules/leadStatus'
import { responseMinutes } from '@/leads/rules/firstResponse'
import { formatDuration } from '@/leads/rules/responseTime'
import { waitingSince } from '@/leads/rules/waitingSince'
import { telHref } from '@/rules/telHref'
import type { LeadRow } from './api'
import { StatusSelect } from './StatusSelect'
import { NextActionCell } from './NextActionCell'
import { relatedId } from '@/leads/rules/leadChanges'

type Props = {
  rows: LeadRow[]
  highlighted: Set<number>
  openLead: number | null
  onStatus: (id: number, status: LeadStatus) => void
  onOpen: (id: number) => void
  /** Opens the lead at « Résultat de l’appel », to log how a call from this row ended. */
  onCallOutcome: (id: number) => void
  /** Salespeople's names by id. */
  ownerNames: Map<number, string>
}

const ownerLabel = (id: number | null, names: Map<number, string>) => (id ? (names.get(id) ?? 'Autre utilisateur') : 'Non attribué')

const dateFormat = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'short', timeStyle: 'short', timeZone: 'Europe/Paris' })

/**
 * One row per lead. On a phone each row is a card: the cells carry their column's name (data-label). A lead
 * still Nouveau has no response time yet: its cell says how long it has been waiting.
 */
export function LeadTable({ rows, highlighted, openLead, onStatus, onOpen, onCallOutcome, ownerNames }: Props) {
  const now = new Date()
  return (
    <table className="ld-table">
      <thead>
        <tr>
          <th scope="col">Date</th>
          <th scope="col">Origine</th>
          <th scope="col">Nom</th>
          <th scope="col">Téléphone</th>
          <th scope="col">Code postal</th>
          <th scope="col">Statut</th>
          <th scope="col">Délai de réponse</th>
          <th scope="col">Responsable</th>
          <th scope="col">Prochaine action</th>
          <th scope="col">
            <span className="ld-visually-hidden">Actions</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((lead) => {
          const classes = [
            lead.status === 'new' || highlighted.has(lead.id) ? 'ld-row--new' : '',
            lead.id === openLead ? 'ld-row--open' : '',
          ]
            .filter(Boolean)
            .join(' ')
          return (
            <tr
              key={lead.id}
              data-lead-id={lead.id}
              className={classes || undefined}
              aria-current={lead.id === openLead ? 'true' : undefined}
            >
              <td data-label="Date">{dateFormat.format(new Date(lead.createdAt))}</td>
              <td data-label="Origine">{formOriginLabels[lead.formOrigin as FormOrigin] ?? lead.formOrigin}</td>
              <td data-label="Nom" className="ld-cell--name">
                {lead.name}
              </td>
              <td data-label="Téléphone">
                {lead.phone ? (
                  <a className="ld-call-link" href={telHref(lead.phone)} aria-label={`Appeler ${lead.name} au ${lead.phone}`}>
                    {lead.phone}
                  </a>
                ) : (
                  '—'
                )}
              </td>
              <td data-label="Code postal">{lead.postalCode || '—'}</td>
              <td data-label="Statut">
                <StatusSelect
                  label={`Statut de ${lead.name}`}
                  value={lead.status as LeadStatus}
                  onChange={(status) => onStatus(lead.id, status)}
                />
              </td>
              <td data-label="Délai de réponse">
                {isWaitingStatus(lead.status)
                  ? `En attente ${waitingSince(lead.createdAt, now)}`
                  : formatDuration(responseMinutes(lead.createdAt, lead.firstResponseAt))}
              </td>
              <td data-label="Responsable">{ownerLabel(relatedId(lead.owner), ownerNames)}</td>
              <td data-label="Prochaine action">
                <NextActionCell status={lead.status} action={lead.nextAction} />
              </td>
              <td className="ld-cell--action">
                <button type="button" className="ld-button" onClick={() => onOpen(lead.id)}>
                  Voir
                </button>
                {lead.phone && (
                  <button
                    type="button"
                    className="ld-button ld-button--ghost"
                    aria-label={`Résultat de l’appel à ${lead.name}`}
                    onClick={() => onCallOutcome(lead.id)}
                  >
                    Résultat de l’appel
                  </button>
                )}
              </td>
            </tr>
          )
        })}
      </tbody>
    </table>
  )
}
