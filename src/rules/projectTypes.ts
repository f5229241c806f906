export const projectTypes = ['bedroom', 'office', 'bathroom', 'living'] as const
export type ProjectType = (typeof projectTypes)[number]

export const projectTypeLabels: Record<ProjectType, string> = {
  bedroom: 'Chambre',
  office: 'Bureau',
  bathroom: 'Salle de bain',
  living: 'Séjour',
}
