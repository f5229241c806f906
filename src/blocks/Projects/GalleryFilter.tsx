import clsx from 'clsx'
import { galleryHref, type GalleryQuery } from '@/rules/galleryAddress'
import type { GalleryFilterOption } from '@/rules/galleryFilters'
import { serviceLabels } from '@/rules/services'

/**
 * The gallery's filter, drawn by the server for the address's filter: links to ?type=… (the service the
 * visitor came for kept), so a tap works before any script and the filter stays on Back and reload. Reached
 * with ?service=…, it says which service's projects are shown (all of them, said so, when it has none yet).
 */
export function GalleryFilter({
  options,
  query,
  pagePath,
  serviceMatched,
  shown,
}: {
  options: GalleryFilterOption[]
  query: GalleryQuery
  pagePath: string
  serviceMatched: boolean
  shown: number
}) {
  const service = serviceMatched ? query.service : null
  const picked = query.type ?? 'all'
  return (
    <>
      {query.service && (
        <p className="mb-6 text-center text-slate-700" data-testid="gallery-service">
          {serviceMatched
            ? `Nos réalisations : ${serviceLabels[query.service]}. `
            : `Pas encore de réalisation en ligne pour « ${serviceLabels[query.service]} » : voici toutes nos réalisations.`}
          {serviceMatched && (
            <a href={pagePath} className="font-semibold text-brand-700 underline">
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
            href={galleryHref(pagePath, { service, type: option.value === 'all' ? null : option.value })}
            aria-current={picked === option.value ? 'page' : undefined}
            className={clsx(
              'inline-flex min-h-10 items-center rounded-full px-4 py-2 text-sm font-semibold transition',
              picked === option.value
                ? 'bg-brand-700 text-white shadow-sm'
                : 'bg-white text-slate-700 ring-1 ring-slate-300 hover:bg-brand-50',
            )}
          >
            {option.label}
          </a>
        ))}
      </div>
      <p className="sr-only">
        {shown} réalisation{shown > 1 ? 's' : ''}
      </p>
    </>
  )
}
