'use client'
import { useState, type ReactNode } from 'react'
import { useNarrowScreen } from './useNarrowScreen'

type Props = { activeFilters: number; children: ReactNode }

/**
 * The counters, filters, views and order. On a phone they fold under one line (« Filtres et compteurs »,
 * with how many filters are in force), so the first lead is on the first screen; elsewhere they stay open.
 * Once the user opens or folds them, their choice stands.
 */
export function ListTools({ activeFilters, children }: Props) {
  const narrow = useNarrowScreen()
  const [chosen, setChosen] = useState<boolean | null>(null)
  const open = chosen ?? !narrow
  return (
    <details
      className="ld-tools"
      open={open}
      onToggle={(event) => event.currentTarget.open !== open && setChosen(event.currentTarget.open)}
    >
      <summary className="ld-tools__summary">
        Filtres et compteurs
        {activeFilters > 0 && ` (${activeFilters} filtre${activeFilters > 1 ? 's' : ''} actif${activeFilters > 1 ? 's' : ''})`}
      </summary>
      <div className="ld-tools__content">{children}</div>
    </details>
  )
}
