'use client'
import { formOriginLabels } from '@/forms/registry'
import { formOrigins } from '@/rules/formOrigins'
import { statusFilters } from '@/leads/rules/statusFilters'
import { dueViews } from '@/leads/rules/dueViews'
import type { LeadOwner } from '@/leads/collections/Leads/endpoints/leadOwners'
import { exportUrl, type LeadFilters, type Viewer } from './api'

type Props = { filters: LeadFilters; viewer: Viewer; owners: readonly LeadOwner[]; onChange: (filters: LeadFilters) => void }

/**
 * Search (name, e-mail, phone, postal code), status, origin, dates, owner (Mes leads, Non attribués, or any salesperson) and
 * next action (En retard, Aujourd’hui, Cette semaine, Sans prochaine action), plus the CSV export of that filter.
 */
export function Filters({ filters, viewer, owners, onChange }: Props) {
  const set = (key: keyof LeadFilters) => (event: { target: { value: string } }) => onChange({ ...filters, [key]: event.target.value })
  return (
    <div className="ld-filters" role="search">
      <label className="ld-filters__search">
        Rechercher
        <input type="search" value={filters.search} onChange={set('search')} placeholder="Nom, e-mail, téléphone, code postal" />
      </label>
      <label>
        Statut
        <select value={filters.status} onChange={set('status')}>
          <option value="">Tous</option>
          {statusFilters.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </label>
      <label>
        Origine
        <select value={filters.origin} onChange={set('origin')}>
          <option value="">Toutes</option>
          {formOrigins.map((origin) => (
            <option key={origin} value={origin}>
              {formOriginLabels[origin]}
            </option>
          ))}
        </select>
      </label>
      <label>
        Responsable
        <select value={filters.owner} onChange={set('owner')}>
          <option value="">Tous les leads</option>
          <option value="mine">Mes leads</option>
          <option value="none">Non attribués</option>
          {owners
            .filter((owner) => owner.id !== viewer.id)
            .map((owner) => (
              <option key={owner.id} value={String(owner.id)}>
                {owner.name}
              </option>
            ))}
        </select>
      </label>
      <label>
        Prochaine action
        <select value={filters.due} onChange={set('due')}>
          <option value="">Toutes</option>
          {dueViews.map((view) => (
            <option key={view.value} value={view.value}>
              {view.label}
            </option>
          ))}
        </select>
      </label>
      <label>
        Du
        <input type="date" value={filters.from} onChange={set('from')} />
      </label>
      <label>
        Au
        <input type="date" value={filters.to} onChange={set('to')} />
      </label>
      <a className="ld-button ld-button--ghost" href={exportUrl(filters, viewer)} download>
        Exporter en CSV
      </a>
    </div>
  )
}
