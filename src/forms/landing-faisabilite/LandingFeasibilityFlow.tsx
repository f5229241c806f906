'use client'

import { BadgeCheck } from '@/components/icons/BadgeCheck'
import { CalendarClock } from '@/components/icons/CalendarClock'
import { Clock } from '@/components/icons/Clock'
import { Euro } from '@/components/icons/Euro'
import { Gift } from '@/components/icons/Gift'
import { Ruler } from '@/components/icons/Ruler'
import { useState } from 'react'
import { LandingFeasibilityForm } from './LandingFeasibilityForm'
import { ResultsLayout } from '@/forms/ui/ResultsLayout'
import { ToolLanding } from '@/forms/ui/ToolLanding'
import { useFocusOnChange } from '@/forms/shared/useFocusOnChange'
import { useCompanyFigures, usePriceGrid } from '@/components/company/CompanyFigures'
import { budgetEstimate, gridSpan, rangeWording, type PriceGrid } from '@/forms/shared/budgetEstimate'
import { feasibilityVerdict } from '@/forms/faisabilite/feasibilityResult'
import { valueGainCard } from '@/forms/shared/valueGainCard'
import type { LandingFeasibilityAnswers } from './schema'

const points = [
  { icon: Clock, title: '2 minutes', text: 'Six questions sur votre maison et votre projet.' },
  { icon: Ruler, title: 'Analyse immédiate', text: 'Faisabilité, valorisation, budget et délai.' },
  { icon: Gift, title: 'Gratuit', text: 'Aucune donnée personnelle demandée.' },
] as const

/**
 * The result, by the main tool's rules (/faisabilite): the verdict from the height under the ridge, the
 * budget from the surface given, the company's added value and works duration; each says it is an estimate.
 */
function resultsOf(answers: LandingFeasibilityAnswers, figures: { valueGain: string; worksDuration: string }, priceGrid: PriceGrid) {
  const surface = Number(answers.surface)
  const prices = gridSpan(priceGrid)
  const verdict = feasibilityVerdict({ projectType: 'Aménagement de combles', roofType: answers.roofType, height: answers.height })
  return {
    feasible: verdict.value !== 'À étudier',
    cards: [
      { icon: BadgeCheck, title: 'Faisabilité', value: verdict.value, text: verdict.text },
      valueGainCard(figures.valueGain),
      {
        icon: Euro,
        title: 'Budget estimé',
        value: budgetEstimate(surface, prices),
        text: `Estimation TTC pour ${surface} m², ${rangeWording(prices)} selon les finitions, avant aides.`,
      },
      {
        icon: CalendarClock,
        title: 'Durée des travaux',
        value: figures.worksDuration,
        text: 'En moyenne sur nos chantiers, une fois le projet validé.',
      },
    ],
  }
}

/** /landing/faisabilite: landing, six questions, then a fixed result; nothing is sent. */
export function LandingFeasibilityFlow() {
  const [state, setState] = useState<'landing' | 'form' | 'results'>('landing')
  const [answers, setAnswers] = useState<LandingFeasibilityAnswers | null>(null)
  const containerRef = useFocusOnChange(state)
  const figures = useCompanyFigures()
  const priceGrid = usePriceGrid()
  const results = answers && resultsOf(answers, { valueGain: figures['plus-value'], worksDuration: figures['duree-travaux'] }, priceGrid)
  return (
    <div ref={containerRef}>
      {state === 'results' && results ? (
        <ResultsLayout
          title={results.feasible ? 'Bonne nouvelle : votre projet est faisable' : 'Votre projet demande une étude de la charpente'}
          intro="Voici une première estimation, à partir de vos réponses : un technicien la confirme lors de la visite."
          cards={results.cards}
        />
      ) : (
        <ToolLanding
          hero={{ eyebrow: 'Gratuit · 2 minutes', title: 'Vos combles sont-ils aménageables ?' }}
          start={{
            title: 'Analyse de faisabilité express',
            intro: 'Répondez à six questions et découvrez immédiatement le potentiel de vos combles.',
            points,
            startLabel: 'Commencer l’analyse',
          }}
          onStart={() => setState('form')}
          started={state === 'form'}
          formHeading="Votre maison et votre projet"
        >
          <LandingFeasibilityForm
            onDone={(given) => {
              setAnswers(given)
              setState('results')
            }}
          />
        </ToolLanding>
      )}
    </div>
  )
}
