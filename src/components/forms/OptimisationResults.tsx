'use client'

import { CalendarClock, PhoneCall, Ruler, TrendingUp } from 'lucide-react'
import { surfaceLabel } from '@/forms/etude-gratuite/labels'
import { optimisationForm } from '@/forms/optimisation-espace/definition'
import { useSavedAnswers } from '@/forms/shared/useSavedAnswers'
import { estimatedDelay, FOLLOW_UP_DELAY, valueUplift } from '@/rules/optimisationResult'
import { ResultsLayout } from './ResultsLayout'
import { ResultsLoading } from './ResultsLoading'

/** /optimisation-espace/resultats: uplift and delay computed from the saved answers. */
export function OptimisationResults() {
  const answers = useSavedAnswers(optimisationForm)
  if (!answers) return <ResultsLoading />
  const cards = [
    {
      icon: Ruler,
      title: 'Surface gagnée',
      value: surfaceLabel(answers.desiredSpace),
      text: `${answers.roomType.join(', ')} · à partir de ${answers.currentSpace} habitables aujourd’hui.`,
    },
    {
      icon: TrendingUp,
      title: 'Plus-value estimée',
      value: `+${valueUplift(Number(answers.desiredSpace))}%`,
      text: 'Sur la valeur de votre bien.',
    },
    {
      icon: CalendarClock,
      title: 'Délai estimé',
      value: estimatedDelay(answers.projectType),
      text: `Pour votre projet : ${answers.projectType.toLowerCase()}.`,
    },
    {
      icon: PhoneCall,
      title: 'Rappel d’un expert',
      value: FOLLOW_UP_DELAY,
      text: 'Un conseiller vous rappelle pour affiner le plan de votre espace.',
    },
  ]
  return (
    <ResultsLayout
      title="Votre potentiel d’optimisation"
      intro="Voici une première estimation à partir de vos réponses. Nos architectes d’intérieur l’affinent avec vous."
      cards={cards}
    />
  )
}
