'use client'

import { CalendarClock, Euro, Ruler, TrendingUp } from 'lucide-react'
import { budgetEstimate } from '@/forms/faisabilite/budgetEstimate'
import { feasibilityForm } from '@/forms/faisabilite/definition'
import { feasibilitySurfaceLabels } from '@/forms/faisabilite/labels'
import { useSavedAnswers } from '@/forms/shared/useSavedAnswers'
import { feasibilityUplift, feasibilityVerdict, surfaceFromRange } from '@/rules/feasibilityResult'
import { estimatedDelay } from '@/rules/optimisationResult'
import { ResultsLayout } from './ResultsLayout'
import { ResultsLoading } from './ResultsLoading'

/** /faisabilite/resultats: computed from the answers saved by the wizard. */
export function FeasibilityResults() {
  const answers = useSavedAnswers(feasibilityForm)
  if (!answers) return <ResultsLoading />

  const surface = surfaceFromRange(answers.surface)
  const verdict = feasibilityVerdict(answers)
  const cards = [
    {
      icon: Ruler,
      title: 'Faisabilité',
      value: verdict.value,
      text: verdict.text,
    },
    {
      icon: TrendingUp,
      title: 'Plus-value estimée',
      value: `+${feasibilityUplift(surface)}%`,
      text: `Pour environ ${surface} m² aménagés (${feasibilitySurfaceLabels[answers.surface]}).`,
    },
    {
      icon: Euro,
      title: 'Budget estimé',
      value: budgetEstimate(surface),
      text: 'De 1 200 à 1 800 € par m² créé selon les finitions, avant aides.',
    },
    {
      icon: CalendarClock,
      title: 'Délai de réalisation',
      value: estimatedDelay(answers.projectType),
      text: 'Une fois les autorisations obtenues.',
    },
  ]
  return (
    <ResultsLayout
      title="Votre analyse de faisabilité"
      intro={`${answers.projectType} · ${answers.propertyType} · ${answers.roofType}. Un conseiller vous rappelle sous 24h-48h pour affiner cette analyse.`}
      cards={cards}
    />
  )
}
