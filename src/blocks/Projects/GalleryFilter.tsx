'use client'

import clsx from 'clsx'
import { useState } from 'react'
import { projectsForService, type GalleryFilter as Filter, type GalleryFilterOption } from '@/rules/galleryFilters'
import type { ProjectType } from '@/rules/projectTypes'
import { serviceLabels, type Service } from '@/rules/services'
import { useServiceParam } from './useServiceParam'

/** A project of the gallery as its filter needs it: the cards themselves are drawn by the server. */
type GalleryItem = { id: number; type: ProjectType; service: Service }

/**
 * Filter buttons over the project cards that the server draws in the list `listId` (each item carrying
 * data-id); all shown by default. Reached with ?service=…, the gallery shows that service's projects (all of
 * them, said so, when it has none yet). The cards stay outside this part: drawn in place by the server, they
 * never wait for its script, and the page does not move when it arrives. A filter hides the other items with
 * a style rule, which also takes them out of what screen readers list.
 */
export function GalleryFilter({ options, items, listId }: { options: GalleryFilterOption[]; items: GalleryItem[]; listId: string }) {
  const [filter, setFilter] = useState<Filter>('all')
  const service = useServiceParam()
  const scoped = projectsForService(items, service)
  const shown = filter === 'all' ? scoped.projects : scoped.projects.filter((item) => item.type === filter)
  const kept = shown.map((item) => `[data-id="${item.id}"]`).join(',')
  const hiding = shown.length === items.length ? '' : `#${listId} > li${kept ? `:not(${kept})` : ''} { display: none }`
  return (
    <>
      {hiding && <style>{hiding}</style>}
      {service && (
        <p className="mb-6 text-center text-slate-700" data-testid="gallery-service">
          {scoped.matched
            ? `Nos réalisations : ${serviceLabels[service]}. `
            : `Pas encore de réalisation en ligne pour « ${serviceLabels[service]} » : voici toutes nos réalisations.`}
          {scoped.matched && (
            // A full load: the service is read from the address, which a client-side navigation would not re-read.
            <a href="/plans-et-inspirations" className="font-semibold text-brand-700 underline">
              Voir toutes nos réalisations
            </a>
          )}
        </p>
      )}
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
    </>
  )
}
