'use client'
import { inProgressGroup, leadStatusLabels, type LeadStatus } from '@/leads/rules/leadStatus'
import { formatDuration } from '@/leads/rules/responseTime'
import type { Summary } from './api'

/**
 * Total, new, in progress (À contacter + En cours, as the status filter "En cours"), converted, lost, and
 * the median first response (the owner's first contact), of the leads the filters keep.
 */
export function Counters({ summary, filtered }: { summary: Summary | null; filtered: boolean }) {
  const count = (statuses: readonly LeadStatus[]) =>
    summary ? String(statuses.reduce((sum, status) => sum + (summary.byStatus[status] ?? 0), 0)) : '…'
  const items = [
    { label: 'Total des leads', value: summary ? String(summary.total) : '…' },
    { label: 'Nouveaux', value: count(['new']) },
    { label: 'En cours', value: count(inProgressGroup), detail: inProgressGroup.map((status) => leadStatusLabels[status]).join(' + ') },
    { label: 'Convertis', value: count(['converted']) },
    { label: 'Perdus', value: count(['lost']) },
    { label: 'Délai médian de réponse', value: summary ? formatDuration(summary.medianResponseMinutes) : '…' },
  ]
  return (
    <dl className="ld-counters" aria-label={filtered ? 'Compteurs des leads filtrés' : 'Compteurs de tous les leads'}>
      {items.map((item) => (
        <div key={item.label} className="ld-counter">
          <dt>
            {item.label}
            {item.detail && <span className="ld-counter__detail"> ({item.detail})</span>}
          </dt>
          <dd data-testid={`counter-${item.label}`}>{item.value}</dd>
        </div>
      ))}
    </dl>
  )
}
