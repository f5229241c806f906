import { describe, expect, it } from 'vitest'
import { monthlyBudgetLabel } from '@/rules/monthlyBudget'

// Monthly budget and loan part of the projects 1 to 11, as the company publishes them.
const table: [number, number, number][] = [
  [1, 175, 40],
  [2, 240, 56],
  [3, 358, 82],
  [4, 258, 59],
  [5, 372, 86],
  [6, 156, 36],
  [7, 257, 59],
  [8, 354, 82],
  [9, 289, 67],
  [10, 233, 54],
  [11, 290, 67],
]

describe('monthlyBudgetLabel', () => {
  it.each(table)('project %i shows %i €/mois with %i € of zero-rate loan', (_id, monthly, loan) => {
    expect(monthlyBudgetLabel({ financing: { monthlyBudget: monthly, loanPart: loan }, specifications: { budget: 'x' } })).toBe(
      `${monthly} €/mois (dont ${loan} € de prêt à taux zéro)`,
    )
  })

  it('falls back to the stored budget text without financing', () => {
    expect(monthlyBudgetLabel({ specifications: { budget: '45 000 €' } })).toBe('45 000 €')
    expect(monthlyBudgetLabel({ financing: { monthlyBudget: null, loanPart: 12 }, specifications: { budget: '45 000 €' } })).toBe(
      '45 000 €',
    )
  })

  it('shows the monthly amount alone when the loan part is missing', () => {
    expect(monthlyBudgetLabel({ financing: { monthlyBudget: 300 }, specifications: { budget: '45 000 €' } })).toBe('300 €/mois')
  })
})
