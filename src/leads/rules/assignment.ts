/** How new leads get an owner: the admin's setting (global lead-assignment). */
export const assignmentRules = ['round-robin', 'department', 'none'] as const
export type AssignmentRule = (typeof assignmentRules)[number]

export const assignmentRuleLabels: Record<AssignmentRule, string> = {
  'round-robin': 'Tour de rôle entre les commerciaux actifs',
  department: 'Par département du code postal',
  none: 'Aucune\u00a0: les leads arrivent non attribués',
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

/** An active salesperson as the rule sees them: id and the départements they cover. */
export type Seller = { id: number; departments: readonly string[] }

/**
 * Who takes turns for a new lead, and on which counter. Round-robin: every active salesperson, on the
 * shared counter. By département: the active salespeople who cover the lead's département, on that
 * département's own counter (so each of them gets an even share of it); when nobody covers it (or the
 * postal code has none), everyone, on the shared counter. The SQL of src/leads/intake/assignmentSql.ts
 * computes the same thing.
 */
export function assignmentPool(
  rule: AssignmentRule,
  sellers: readonly Seller[],
  department: string | null,
): { sellerIds: number[]; counter: string | null } {
  const everyone = { sellerIds: sellers.map((seller) => seller.id), counter: null }
  if (rule !== 'department' || !department) return everyone
  const covering = sellers.filter((seller) => seller.departments.includes(department)).map((seller) => seller.id)
  return covering.length ? { sellerIds: covering, counter: department } : everyone
}

/** Whether a new lead is assigned at all: never a suspected spam, nor when the rule is "none". */
export const isAssignable = (rule: unknown, lead: { suspectedSpam?: boolean | null; status?: string | null }): boolean =>
  (rule === 'round-robin' || rule === 'department') && !lead.suspectedSpam && lead.status !== 'invalid'
