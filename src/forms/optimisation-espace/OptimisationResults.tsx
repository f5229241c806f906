'use client'

import { CalendarClock } from '@/components/icons/CalendarClock'
import { PhoneCall } from '@/components/icons/PhoneCall'
import { Ruler } from '@/components/icons/Ruler'
import { surfaceLabel } from '@/forms/shared/options'
import { optimisationForm } from './definition'
import { optimisationSchema } from './schema'
import { useSavedAnswers } from '@/forms/shared/useSavedAnswers'
import type { StoredLead } from '@/forms/shared/storedLeadAddress'
import { estimatedDelay } from '@/forms/shared/estimatedDelay'
import { useCompanyFigures } from '@/components/company/CompanyFigures'
import { valueGainCard } from '@/forms/shared/valueGainCard'
import { ResultsLayout } from '@/forms/ui/ResultsLayout'
import { ResultsLoading } from '@/forms/ui/ResultsLoading'

/** /optimisation-espace/resultats: the surface gained and the delay from the saved answers, the company's added value. */
export function OptimisationResults({ stored = null }: { stored?: StoredLead | null }) {
  const answers = useSavedAnswers(optimisationForm, optimisationSchema, stored)
  const figures = useCompanyFigures()
  if (!answers) return <ResultsLoading />
  const cards = [
    {
      icon: Ruler,
      title: 'Surface gagnée',
      value: surfaceLabel(answers.desiredSpace),
      text: `${answers.roomType.join(', ')} · à partir de ${answers.currentSpace} habitables aujourd’hui.`,
    },
    valueGainCard(figures['plus-value']),
    {
      icon: CalendarClock,
      title: 'Délai estimé',
      value: estimatedDelay(answers.projectType, figures['duree-travaux']),
      text: `Pour votre projet : ${answers.projectType.toLowerCase()}.`,
    },
    {
      icon: PhoneCall,
      title: 'Rappel d’un expert',
      value: figures['delai-rappel'],
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
