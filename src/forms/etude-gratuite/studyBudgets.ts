import { orNotKnown } from '@/forms/shared/options'

/** The free study's project kinds and their budget ranges in euros. */
export const studyProjectTypes = ['Aménagement de combles', 'Extension de maison', 'Véranda/Pergola', 'Fenêtres de toit'] as const
type StudyProjectType = (typeof studyProjectTypes)[number]

const studyBudgets: Record<StudyProjectType, readonly [string, string, string, string]> = {
  'Aménagement de combles': ['Moins de 40 000 €', '40 000 € - 60 000 €', '60 000 € - 80 000 €', 'Plus de 80 000 €'],
  'Extension de maison': ['Moins de 60 000 €', '60 000 € - 100 000 €', '100 000 € - 150 000 €', 'Plus de 150 000 €'],
  'Véranda/Pergola': ['Moins de 20 000 €', '20 000 € - 35 000 €', '35 000 € - 50 000 €', 'Plus de 50 000 €'],
  'Fenêtres de toit': ['Moins de 3 000 €', '3 000 € - 6 000 €', '6 000 € - 10 000 €', 'Plus de 10 000 €'],
}

/** The ranges offered for a project kind, then « Je ne sais pas »; none before a kind is chosen. */
export function budgetRangesFor(projectType: string): readonly string[] {
  const ranges = (studyBudgets as Record<string, readonly string[]>)[projectType]
  return ranges ? orNotKnown(ranges) : []
}
