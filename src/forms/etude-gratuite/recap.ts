import { surfaceLabel } from '@/forms/shared/options'
import { windowCountLabel } from './labels'
import type { FreeStudyAnswers } from './schema'

export type RecapLine = { label: string; value: string }

/** The free study's answers in words, only those the visitor was asked, in the wizard's order. */
export function studyRecap(answers: FreeStudyAnswers): RecapLine[] {
  const lines: (RecapLine | null)[] = [
    { label: 'Projet', value: answers.projectType },
    { label: 'Logement', value: answers.propertyType },
    { label: 'Code postal', value: answers.postalCode },
    answers.roofType ? { label: 'Charpente', value: answers.roofType } : null,
    answers.height ? { label: 'Hauteur sous faîtage', value: answers.height } : null,
    answers.extensionType ? { label: 'Type d’extension', value: answers.extensionType } : null,
    answers.material ? { label: 'Matériau', value: answers.material } : null,
    answers.windowType ? { label: 'Type de fenêtre', value: answers.windowType } : null,
    answers.numberOfWindows ? { label: 'Nombre de fenêtres', value: windowCountLabel(answers.numberOfWindows) } : null,
    answers.currentSurface ? { label: 'Surface actuelle', value: answers.currentSurface } : null,
    answers.desiredSurface ? { label: 'Surface souhaitée', value: surfaceLabel(answers.desiredSurface) } : null,
    answers.roomType.length ? { label: 'Pièces souhaitées', value: answers.roomType.join(', ') } : null,
    answers.verandaUsage ? { label: 'Usage', value: answers.verandaUsage } : null,
    answers.roomsToEquip.length ? { label: 'Pièces à équiper', value: answers.roomsToEquip.join(', ') } : null,
    answers.windowFeatures.length ? { label: 'Accessoires', value: answers.windowFeatures.join(', ') } : null,
    { label: 'Budget', value: answers.budget },
    { label: 'Démarrage souhaité', value: answers.timeline },
  ]
  return lines.filter((line): line is RecapLine => line !== null)
}
