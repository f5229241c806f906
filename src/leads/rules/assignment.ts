/** How new leads get an owner: the admin's setting (global lead-assignment). */
export const assignmentRules = ['round-robin', 'department', 'none'] as const
export type AssignmentRule = (typeof assignmentRules)[number]

export const assignmentRuleLabels: Record<AssignmentRule, string> = {
  'round-robin': 'Tour de rôle entre les commerciaux actifs',
  department: 'Par département du code postal',
  none: 'Aucune\u00a0: les leads arrivent non attribués',
}
