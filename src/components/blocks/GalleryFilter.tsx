'use client'

import clsx from 'clsx'
import { useState, type ReactNode } from 'react'
import type { GalleryFilter as Filter, GalleryFilterOption } from '@/rules/galleryFilters'
import type { ProjectType } from '@/rules/projectTypes'

/** Filter buttons over project cards rendered on the server; all by default. */
export function GalleryFilter({
  options,
  items,
}: {
  options: GalleryFilterOption[]
  items: { id: number; type: ProjectType; card: ReactNode }[]
}) {
  const [filter, setFilter] = useState<Filter>('all')
  const shown = filter === 'all' ? items : items.filter((item) => item.type === filter)
  return (
    <>
      <div
        role="group"
        aria-label="Filtrer les réalisations par type de pièce"
        className="flex flex-wrap justify-center gap-2"
        data-testid="gallery-filters"
      >
        {options.map((option) => (
          <button
            key={option.value}
            type="button"
            aria-pressed={filter === option.value}
            onClick={() => setFilter(option.value)}
            className={clsx(
              'min-h-10 rounded-full px-4 py-2 text-sm font-semibold transition',
              filter === option.value
                ? 'bg-brand-700 text-white shadow-sm'
                : 'bg-white text-slate-700 ring-1 ring-slate-300 hover:bg-brand-50',
            )}
          >
            {option.label}
          </button>
        ))}
      </div>
      <p className="sr-only" aria-live="polite">
        {shown.length} réalisation{shown.length > 1 ? 's' : ''}
      </p>
      <ul className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-3" data-testid="gallery-list">
        {shown.map((item) => (
          <li key={item.id} data-type={item.type}>
            {item.card}
          </li>
        ))}
      </ul>
    </>
  )
}
