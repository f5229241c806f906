'use client'

import clsx from 'clsx'
import { type MouseEvent, useState } from 'react'
import { projectsForService, type GalleryFilter as Filter, type GalleryFilterOption } from '@/rules/galleryFilters'
import type { ProjectType } from '@/rules/projectTypes'
import { serviceLabels, type Service } from '@/rules/services'
import { useServiceParam } from './useServiceParam'
import { useTypeParam } from './useTypeParam'

/** A project of the gallery as its filter needs it: the cards themselves are drawn by the server. */
type GalleryItem = { id: number; type: ProjectType; service: Service }

/** The filter's own address: ?type=… (none for all), the rest of the query kept. */
function filterHref(search: string, value: Filter) {
  const query = new URLSearchParams(search)
  if (value === 'all') query.delete('type')
  else query.set('type', value)
  const text = query.toString()
  return text ? `?${text}` : window.location.pathname
}

/**
 * Filter links over the project cards that the server draws in the list `listId` (each item carrying
 * data-id); all shown by default. Each filter is a link to ?type=…, so a tap before the page's scripts is
 * not lost: the page loads at that address and shows that type once its scripts run; with them, a tap filters
 * in place and the address follows. Reached with ?service=…, the gallery shows that service's projects (all
 * of them, said so, when it has none yet). The cards stay outside this part: drawn in place by the server, they
 * never wait for its script, and the page does not move when it arrives. A filter hides the other items with
 * a style rule, which also takes them out of what screen readers list.
 */
export function GalleryFilter({ options, items, listId }: { options: GalleryFilterOption[]; items: GalleryItem[]; listId: string }) {
  const typeParam = useTypeParam(options)
  const [picked, setPicked] = useState<Filter | null>(null)
  const filter = picked ?? typeParam ?? 'all'
  const service = useServiceParam()
  const scoped = projectsForService(items, service)
  const shown = filter === 'all' ? scoped.projects : scoped.projects.filter((item) => item.type === filter)
  const kept = shown.map((item) => `[data-id="${item.id}"]`).join(',')
  const hiding = shown.length === items.length ? '' : `#${listId} > li${kept ? `:not(${kept})` : ''} { display: none }`

  function pick(event: MouseEvent<HTMLAnchorElement>, value: Filter) {
    event.preventDefault()
    setPicked(value)
    window.history.replaceState(window.history.state, '', filterHref(window.location.search, value))
  }

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
          <a
            key={option.value}
            href={option.value === 'all' ? '?' : `?type=${option.value}`}
            aria-current={filter === option.value ? 'true' : undefined}
            onClick={(event) => pick(event, option.value)}
            className={clsx(
              'inline-flex min-h-10 items-center rounded-full px-4 py-2 text-sm font-semibold transition',
              filter === option.value
                ? 'bg-brand-700 text-white shadow-sm'
                : 'bg-white text-slate-700 ring-1 ring-slate-300 hover:bg-brand-50',
            )}
          >
            {option.label}
          </a>
        ))}
      </div>
      <p className="sr-only" aria-live="polite">
        {shown.length} réalisation{shown.length > 1 ? 's' : ''}
      </p>
    </>
  )
}
