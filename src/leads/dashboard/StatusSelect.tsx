'use client'
import { leadStatusColours, leadStatusLabels, leadStatuses, type LeadStatus } from '@/leads/rules/leadStatus'

type Props = { value: LeadStatus; onChange: (status: LeadStatus) => void; label: string; disabled?: boolean }

/** The coloured status selector of the table and of the detail panel. Any status may follow any other. */
export function StatusSelect({ value, onChange, label, disabled }: Props) {
  return (
    <select
      aria-label={label}
      className={`ld-status ld-status--${leadStatusColours[value]}`}
      value={value}
      disabled={disabled}
      onChange={(event) => onChange(event.target.value as LeadStatus)}
    >
      {leadStatuses.map((status) => (
        <option key={status} value={status}>
          {leadStatusLabels[status]}
        </option>
      ))}
    </select>
  )
}
