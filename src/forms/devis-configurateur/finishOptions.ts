import { quoteForm } from './definition'
import { finishLevels } from './choices'

const descriptions: Record<(typeof finishLevels)[number], string> = {
  plancher: 'Isolation, plancher et cloisons prêtes à peindre.',
  moyen: 'Peinture, revêtements de sol et électricité complète.',
  premium: 'Matériaux haut de gamme, rangements et menuiseries sur mesure.',
}

/** The three finishes as cards; Confort is the popular one. */
export const finishOptions = finishLevels.map((value) => ({
  value,
  label: quoteForm.answerWords.finish[value],
  description: descriptions[value],
  badge: value === 'moyen' ? 'Populaire' : undefined,
}))
