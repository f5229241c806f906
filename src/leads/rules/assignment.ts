/** How new leads get an owner: the admin's setting (global lead-assignment). */
export const assignmentRules = ['round-robin', 'none'] as const
export type AssignmentRule = (typeof assignmentRules)[number]

export const assignmentRuleLabels: Record<AssignmentRule, string> = {
  'round-robin': 'Tour de rôle entre les commerciaux actifs',
  none: 'Aucune : les leads arrivent non attribués',
}

/**
 * Round-robin: the n-th assignment (turns counted from 1 in the database, one per assigned lead) goes to
 * the active salesperson at position (n − 1) modulo their number, in the order of their ids. Consecutive
 * turns therefore go to each salesperson in turn, whatever the order in which the leads commit. The
 * intake's SQL statement computes the same thing (src/leads/intake/storeLead.ts).
 */
export function roundRobinOwner(turn: number, activeSellerIds: readonly number[]): number | null {
  if (!activeSellerIds.length || !Number.isSafeInteger(turn) || turn < 1) return null
  const ordered = [...activeSellerIds].sort((a, b) => a - b)
  return ordered[(turn - 1) % ordered.length] ?? null
}

/** Whether a new lead is assigned at all: never a suspected spam, nor when the rule is "none". */
export const isAssignable = (rule: unknown, lead: { suspectedSpam?: boolean | null; status?: string | null }): boolean =>
  rule === 'round-robin' && !lead.suspectedSpam && lead.status !== 'invalid'
