'use client'
import { useRowLabel } from '@payloadcms/ui'

/** An array row named by its own words (its title, question, myth, label or text) instead of "Élément 01". */
export function TextRowLabel() {
  const { data, rowNumber } = useRowLabel<Record<string, unknown>>()
  const words = ['title', 'question', 'myth', 'label', 'text', 'value']
    .map((key) => data?.[key])
    .find((value) => typeof value === 'string' && value)
  return <span>{typeof words === 'string' ? words : `Élément ${String((rowNumber ?? 0) + 1).padStart(2, '0')}`}</span>
}
