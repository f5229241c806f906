/** How new leads get an owner: the admin's setting (global lead-assignment). */
export const assignmentRules = ['round-robin', 'department', 'none'] as const
export type AssignmentRule = (typeof assignmentRules)[number]

export const assignmentRuleLabels: Record<AssignmentRule, string> = {
  'round-robin': 'Tour de rôle entre les commerciaux actifs',
  department: 'Par département du code postal',
  none: 'Aucune\u00a0: les leads arrivent non attribués',
}

// Titles and joining words say nothing about who a person is.
const notANameWord = new Set(['monsieur', 'madame', 'mademoiselle', 'mme', 'mlle', 'mr', 'les', 'et', 'famille', 'sci', 'sarl', 'sas'])

/** The words of a person's name that can tell them apart: lower case, without accents, of three letters or more. */
export function nameWords(name: string | null | undefined): string[] {
  const plain = (name ?? '').normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()
  return [...new Set(plain.split(/[^a-z]+/).filter((word) => word.length >= 3 && !notANameWord.has(word)))]
}

/**
 * A phone number alone does not make a returning customer (a company's switchboard, a shared line): the earlier
 * lead is theirs when the names share a word as well (« Jean Dupont » and « Mme Dupont », not « Jean Dupont » and
 * « Marie Leroy »).
 */
export function sameCustomerName(name: string | null | undefined, earlier: string | null | undefined): boolean {
  const words = new Set(nameWords(name))
  return nameWords(earlier).some((word) => words.has(word))
}

/** Why the assignment gave a new lead its owner. */
export type AssignmentReason =
  { via: 'email' | 'phone'; leadId: number } | { via: 'department'; department: string } | { via: 'turn'; department: string | null }

/** The reason written in the lead's history beside its first owner. */
export function assignmentReasonText(reason: AssignmentReason): string {
  switch (reason.via) {
    case 'email':
      return `même e-mail que le lead n°\u00a0${reason.leadId}`
    case 'phone':
      return `même téléphone et même nom que le lead n°\u00a0${reason.leadId}`
    case 'department':
      return `département ${reason.department}`
    case 'turn':
      return reason.department ? `tour de rôle (département ${reason.department} sans commercial attitré)` : 'tour de rôle'
  }
}
