'use client'

import { BadgeCheck, CalendarClock, Clock, Euro, Gift, Ruler, TrendingUp } from 'lucide-react'
import { useState } from 'react'
import { Container } from '@/components/ui/Container'
import { FormCard } from './FormCard'
import { FormPageHero } from './FormPageHero'
import { LandingFeasibilityForm } from './LandingFeasibilityForm'
import { ResultsLayout } from './ResultsLayout'
import { StartPanel } from './StartPanel'
import { useFocusOnChange } from './useFocusOnChange'

const points = [
  { icon: Clock, title: '2 minutes', text: 'Six questions sur votre maison et votre projet.' },
  { icon: Ruler, title: 'Analyse immédiate', text: 'Faisabilité, valorisation, budget et délai.' },
  { icon: Gift, title: 'Gratuit', text: 'Aucune donnée personnelle demandée.' },
] as const

/** The fixed result of the three-state feasibility variant: it computes nothing and submits nothing. */
const results = [
  { icon: BadgeCheck, title: 'Faisabilité', value: 'Validée', text: 'Vos combles présentent un potentiel d’aménagement.' },
  { icon: TrendingUp, title: 'Valorisation', value: '+25%', text: 'Plus-value estimée de votre bien après travaux.' },
  { icon: Euro, title: 'Budget estimé', value: '42 000€', text: 'Pour 30 m² en niveau de finition confort.' },
  { icon: CalendarClock, title: 'Délai', value: '3 semaines', text: 'De travaux, une fois le projet validé.' },
] as const

/** /landing/faisabilite: landing, six questions, then a fixed result; nothing is sent. */
export function LandingFeasibilityFlow() {
  const [state, setState] = useState<'landing' | 'form' | 'results'>('landing')
  const containerRef = useFocusOnChange(state)
  return (
    <div ref={containerRef}>
      {state === 'results' ? (
        <ResultsLayout
          title="Bonne nouvelle : votre projet est faisable"
          intro="Voici la première analyse de vos combles."
          cards={results}
        />
      ) : (
        <>
          <FormPageHero eyebrow="Gratuit · 2 minutes" title="Vos combles sont-ils aménageables ?" />
          <Container className="max-w-3xl pb-16">
            <FormCard>
              {state === 'landing' ? (
                <StartPanel
                  title="Analyse de faisabilité express"
                  intro="Répondez à six questions et découvrez immédiatement le potentiel de vos combles."
                  points={points}
                  startLabel="Commencer l’analyse"
                  onStart={() => setState('form')}
                />
              ) : (
                <>
                  <h2 data-focus-target className="mb-6 text-xl font-bold text-brand-900 outline-none">
                    Votre maison et votre projet
                  </h2>
                  <LandingFeasibilityForm onDone={() => setState('results')} />
                </>
              )}
            </FormCard>
          </Container>
        </>
      )}
    </div>
  )
}
