'use client'
import { formOriginLabels } from '@/forms/registry'
import type { FormOrigin } from '@/rules/formOrigins'
import type { LeadStatus } from '@/leads/rules/leadStatus'
import { formatDuration, responseMinutes } from '@/leads/rules/responseTime'
import type { LeadRow } from './api'
import { StatusSelect } from './StatusSelect'

type Props = {
  rows: LeadRow[]
  highlighted: Set<number>
  onStatus: (id: number, status: LeadStatus) => void
  onOpen: (id: number) => void
}

const dateFormat = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'short', timeStyle: 'short', timeZone: 'Europe/Paris' })

export function LeadTable({ rows, highlighted, onStatus, onOpen }: Props) {
  return (
    <table className="ld-table">
      <thead>
        <tr>
          <th scope="col">Date</th>
          <th scope="col">Origine</th>
          <th scope="col">Nom</th>
          <th scope="col">Code postal</th>
          <th scope="col">Statut</th>
          <th scope="col">Délai de réponse</th>
          <th scope="col">
            <span className="ld-visually-hidden">Actions</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((lead) => (
          <tr key={lead.id} data-lead-id={lead.id} className={lead.status === 'new' || highlighted.has(lead.id) ? 'ld-row--new' : undefined}>
            <td>{dateFormat.format(new Date(lead.createdAt))}</td>
            <td>{formOriginLabels[lead.formOrigin as FormOrigin] ?? lead.formOrigin}</td>
            <td>{lead.name}</td>
            <td>{lead.postalCode || '—'}</td>
            <td>
              <StatusSelect label={`Statut de ${lead.name}`} value={lead.status as LeadStatus} onChange={(status) => onStatus(lead.id, status)} />
            </td>
            <td>{formatDuration(responseMinutes(lead.createdAt, lead.firstOpenedAt))}</td>
            <td>
              <button type="button" className="ld-button" onClick={() => onOpen(lead.id)}>
                Voir
              </button>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
