'use client'

import { usePriceGrid } from '@/components/company/CompanyFigures'
import { budgetEstimate, rangeWording } from '@/forms/shared/budgetEstimate'
import { useField } from '@/forms/shared/useField'
import type { QuoteAnswers } from './schema'

/**
 * The budget for the surface and finish chosen, as they change and before any contact detail: what the
 * configurator promises (« une fourchette de budget tout de suite »), by the grid every tool reads.
 */
export function BudgetPreview() {
  const surface = Number(useField('surface').value)
  const finish = useField('finish').value as QuoteAnswers['finish'] | undefined
  const grid = usePriceGrid()
  // The form starts with its default finish: without one (a stale answer) no range, rather than a guessed one.
  const prices = finish ? grid[finish] : undefined
  if (!prices || !surface) return null
  return (
    <div className="rounded-lg bg-brand-50 p-4" data-testid="budget-preview">
      <p className="text-sm font-medium text-slate-700">Budget estimé</p>
      <p className="text-2xl font-bold text-brand-800" aria-live="polite">
        {budgetEstimate(surface, prices)}
      </p>
      <p className="mt-1 text-xs text-slate-600">
        Estimation TTC pour {surface} m², {rangeWording(prices)} selon notre grille de prix, avant aides ; votre devis la précise après la
        visite.
      </p>
    </div>
  )
}
