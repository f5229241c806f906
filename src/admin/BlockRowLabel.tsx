'use client'

import { useRowLabel } from '@payloadcms/ui'
import { blockWords } from '@/blocks/shared/blockWords'

/** A page's block in the admin's list: its number, its kind and its own first words (« 03 · FAQ · Combien de temps… »). */
export function BlockRowLabel({ blockLabel }: { blockLabel: string }) {
  const { data, rowNumber } = useRowLabel<Record<string, unknown>>()
  const words = blockWords(data)
  return (
    <span className="row-label">
      {String((rowNumber ?? 0) + 1).padStart(2, '0')} · {blockLabel}
      {words ? ` · ${words}` : ''}
    </span>
  )
}
