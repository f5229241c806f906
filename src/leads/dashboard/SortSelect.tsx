'use client'
import { listSorts, type ListSort } from './listSort'

/** The list's order: « Plus récents d’abord » (the default), « Plus anciens d’abord » or by due date, kept in the address (?tri=anciens, ?tri=echeance). */
export function SortSelect({ sort, onChange }: { sort: ListSort; onChange: (sort: ListSort) => void }) {
  return (
    <div className="ld-filters ld-sort">
      <label>
        Ordre
        <select value={sort} onChange={(event) => onChange(listSorts.find((each) => each.value === event.target.value)?.value ?? 'newest')}>
          {listSorts.map((each) => (
            <option key={each.value} value={each.value}>
              {each.label}
            </option>
          ))}
        </select>
      </label>
    </div>
  )
}
