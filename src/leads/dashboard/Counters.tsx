'use client'
import { formatDuration } from '@/leads/rules/responseTime'
import type { Summary } from './api'

/** Total, new, in progress (À contacter + En cours), converted, and the median response time. */
export function Counters({ summary }: { summary: Summary | null }) {
  const count = (value: number | undefined) => (summary ? String(value ?? 0) : '…')
  const items = [
    { label: 'Total des leads', value: count(summary?.total) },
    { label: 'Nouveaux', value: count(summary?.byStatus.new) },
    { label: 'En cours', value: count(summary ? summary.byStatus['to-contact'] + summary.byStatus['in-progress'] : undefined) },
    { label: 'Convertis', value: count(summary?.byStatus.converted) },
    { label: 'Délai médian de réponse', value: summary ? formatDuration(summary.medianResponseMinutes) : '…' },
  ]
  return (
    <dl className="ld-counters">
      {items.map((item) => (
        <div key={item.label} className="ld-counter">
          <dt>{item.label}</dt>
          <dd data-testid={`counter-${item.label}`}>{item.value}</dd>
        </div>
      ))}
    </dl>
  )
}
