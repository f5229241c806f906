export const projectTypes = ['bedroom', 'office', 'bathroom', 'living'] as const
export type ProjectType = (typeof projectTypes)[number]

export const projectTypeLabels: Record<ProjectType, string> = {
  bedroom: 'Chambre',
  office: 'Bureau',
  bathroom: 'Salle de bain',
  living: 'Séjour',
}

/** Whether a value (an address's ?type=…) names one of the project types. */
export function isProjectType(value: unknown): value is ProjectType {
  return typeof value === 'string' && (projectTypes as readonly string[]).includes(value)
}
