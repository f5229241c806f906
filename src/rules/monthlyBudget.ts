export type BudgetInput = {
  financing?: { monthlyBudget?: number | null; loanPart?: number | null } | null
  specifications: { budget: string }
}

const euros = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 0 })

/**
 * Budget line of a project's specifications: the monthly amount with its zero-rate
 * loan part when the project has financing figures, otherwise the stored budget text.
 */
export function monthlyBudgetLabel({ financing, specifications }: BudgetInput): string {
  const monthly = financing?.monthlyBudget
  const loan = financing?.loanPart
  if (typeof monthly !== 'number' || !Number.isFinite(monthly)) return specifications.budget
  const base = `${euros.format(monthly)} €/mois`
  if (typeof loan !== 'number' || !Number.isFinite(loan)) return base
  return `${base} (dont ${euros.format(loan)} € de prêt à taux zéro)`
}
