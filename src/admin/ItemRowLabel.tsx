'use client'

import { useRowLabel } from '@payloadcms/ui'

/**
 * An array row named by one of its own fields (an agency by its name), so that editors see which item
 * they open; a row whose field is still empty is named by the item's kind and its number.
 */
export function ItemRowLabel({ field, fallback }: { field: string; fallback: string }) {
  const { data, rowNumber } = useRowLabel<Record<string, unknown>>()
  const value = data?.[field]
  const text = typeof value === 'string' ? value.trim() : ''
  // A long sentence (a challenge, a detail) is cut: the label names the row, the field holds the text.
  const name = text
    ? text.length > 80
      ? `${text.slice(0, 80).trimEnd()}…`
      : text
    : `${fallback} ${String((rowNumber ?? 0) + 1).padStart(2, '0')}`
  return <span className="row-label">{name}</span>
}
