'use client'

import { useRowLabel } from '@payloadcms/ui'
import { weekdayLabels } from '@/appointments/rules/availability'

const number = (rowNumber: number | undefined) => String((rowNumber ?? 0) + 1).padStart(2, '0')
const frenchDate = (value: unknown) =>
  typeof value === 'string' && value
    ? new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeZone: 'Europe/Paris' }).format(new Date(value))
    : ''

/** A weekly hours row named by what it says, « Lundi, 09:00 – 12:00 », so that a folded list reads as a week. */
export function HoursRowLabel() {
  const { data, rowNumber } = useRowLabel<{ day?: string | number; from?: string; to?: string }>()
  const day = weekdayLabels[Number(data?.day)]
  return (
    <span className="row-label">{day ? `${day}, ${data?.from || '…'} – ${data?.to || '…'}` : `Plage horaire ${number(rowNumber)}`}</span>
  )
}

/** A day-off row named by its dates, « Du 24 décembre 2026 au 2 janvier 2027 » or « Le 8 mai 2027 ». */
export function DaysOffRowLabel() {
  const { data, rowNumber } = useRowLabel<{ from?: string; to?: string | null }>()
  const from = frenchDate(data?.from)
  const to = frenchDate(data?.to)
  const text = !from ? `Absence ${number(rowNumber)}` : to && to !== from ? `Du ${from} au ${to}` : `Le ${from}`
  return <span className="row-label">{text}</span>
}
