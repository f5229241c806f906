'use client'
import Link from 'next/link'

type View = 'list' | 'board'
const views: { value: View; label: string }[] = [
  { value: 'list', label: 'Liste' },
  { value: 'board', label: 'Tableau' },
]

/** Liste / Tableau: two views of the same filtered leads; the choice is kept in the address (?vue=tableau). */
export function ViewSwitch({ view, onChange }: { view: View; onChange: (view: View) => void }) {
  return (
    <nav className="ld-views" aria-label="Affichage des leads">
      {views.map((option) => (
        <button
          key={option.value}
          type="button"
          className={option.value === view ? 'ld-button' : 'ld-button ld-button--ghost'}
          aria-pressed={option.value === view}
          onClick={() => option.value !== view && onChange(option.value)}
        >
          {option.label}
        </button>
      ))}
      <Link className="ld-button ld-button--ghost" href="/admin/reports">
        Rapports
      </Link>
    </nav>
  )
}
