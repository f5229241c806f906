'use client'

import { CalendarClock } from '@/components/icons/CalendarClock'
import { Euro } from '@/components/icons/Euro'
import { Ruler } from '@/components/icons/Ruler'
import { budgetEstimate, gridSpan, rangeWording } from '@/forms/shared/budgetEstimate'
import { feasibilityForm } from './definition'
import { feasibilitySchema } from './schema'
import { feasibilitySurfaceLabels } from './labels'
import { useSavedAnswers } from '@/forms/shared/useSavedAnswers'
import type { StoredLead } from '@/forms/shared/storedLeadAddress'
import { feasibilityVerdict, surfaceFromRange } from './feasibilityResult'
import { valueGainCard } from '@/forms/shared/valueGainCard'
import { estimatedDelay } from '@/forms/shared/estimatedDelay'
import { ResultsLayout } from '@/forms/ui/ResultsLayout'
import { useCompanyFigures, usePriceGrid } from '@/components/company/CompanyFigures'
import { ResultsLoading } from '@/forms/ui/ResultsLoading'
import { VisitOffer } from '@/appointments/ui/VisitOffer'
import { VisitOfferIcon } from '@/appointments/ui/VisitOfferIcon'

/** /faisabilite/resultats: computed from the answers saved by the wizard. */
export function FeasibilityResults({ stored = null }: { stored?: StoredLead | null }) {
  const answers = useSavedAnswers(feasibilityForm, feasibilitySchema, stored)
  const figures = useCompanyFigures()
  const prices = gridSpan(usePriceGrid())
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
    valueGainCard(figures['plus-value']),
    {
      icon: Euro,
      title: 'Budget estimé',
      value: budgetEstimate(surface, prices),
      text: `Estimation TTC pour environ ${surface} m² (${feasibilitySurfaceLabels[answers.surface]}), ${rangeWording(prices)} selon les finitions, avant aides.`,
    },
    {
      icon: CalendarClock,
      title: 'Délai de réalisation',
      value: estimatedDelay(answers.projectType, figures['duree-travaux']),
      text: 'Une fois les autorisations obtenues.',
    },
  ]
  return (
    <>
      <ResultsLayout
        title="Votre analyse de faisabilité"
        intro={`${answers.projectType} · ${answers.propertyType} · ${answers.roofType}. Un conseiller vous rappelle sous ${figures['delai-rappel']} pour affiner cette analyse.`}
        cards={cards}
      />
      <div className="mx-auto max-w-4xl px-4 pb-12">
        <VisitOffer icon={<VisitOfferIcon />} bookingToken={stored?.bookingToken} />
      </div>
    </>
  )
}
