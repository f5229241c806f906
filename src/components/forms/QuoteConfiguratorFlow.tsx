'use client'

import { BadgeCheck, CalendarClock, Clock, Euro, FileText, SlidersHorizontal, TrendingUp } from 'lucide-react'
import { useState } from 'react'
import { quoteForm } from '@/forms/devis-configurateur/definition'
import type { QuoteAnswers } from '@/forms/devis-configurateur/schema'
import { Container } from '@/components/ui/Container'
import { FormCard } from './FormCard'
import { FormPageHero } from './FormPageHero'
import { QuoteConfiguratorForm } from './QuoteConfiguratorForm'
import { ResultsLayout } from './ResultsLayout'
import { StartPanel } from './StartPanel'
import { useFocusOnChange } from './useFocusOnChange'

const points = [
  { icon: SlidersHorizontal, title: 'Configurez', text: 'Surface, finitions et contraintes de votre projet.' },
  { icon: FileText, title: 'Devis sous 24h', text: 'Un devis détaillé, gratuit et sans engagement.' },
  { icon: Euro, title: 'Aides incluses', text: 'Nous intégrons les aides auxquelles vous avez droit.' },
] as const

/** /landing/budget: landing, the configurator (which sends a lead), then its fixed result. */
export function QuoteConfiguratorFlow() {
  const [state, setState] = useState<'landing' | 'form' | 'results'>('landing')
  const [sent, setSent] = useState<QuoteAnswers | null>(null)
  const containerRef = useFocusOnChange(state)

  if (state === 'results' && sent) {
    const cards = [
      { icon: BadgeCheck, title: 'Aides', value: 'Éligible', text: 'Votre projet peut bénéficier d’aides à la rénovation.' },
      { icon: TrendingUp, title: 'Valorisation', value: '+25%', text: 'Plus-value estimée de votre bien après travaux.' },
      { icon: CalendarClock, title: 'Délai', value: '3-4 semaines', text: 'De travaux, une fois le devis accepté.' },
      { icon: Clock, title: 'Votre devis', value: 'Sous 24h', text: `Envoyé à ${sent.email}.` },
    ]
    return (
      <div ref={containerRef}>
        <ResultsLayout
          title="Votre demande de devis est transmise"
          intro={`Votre projet de ${sent.surface} m² en finition ${quoteForm.answerWords.finish[sent.finish]} a bien été transmis à nos équipes. Vous recevez votre devis détaillé sous 24h.`}
          cards={cards}
        />
      </div>
    )
  }

  return (
    <div ref={containerRef}>
      <FormPageHero eyebrow="Devis gratuit sous 24h" title="Estimez le budget de vos combles" />
      <Container className="max-w-3xl pb-16">
        <FormCard>
          {state === 'landing' ? (
            <StartPanel
              title="Votre devis personnalisé en 1 minute"
              intro="Choisissez la surface et le niveau de finition : nous vous envoyons un devis détaillé sous 24h."
              points={points}
              startLabel="Configurer mon projet"
              onStart={() => setState('form')}
            />
          ) : (
            <>
              <h2 data-focus-target className="mb-6 text-xl font-bold text-brand-900 outline-none">
                Configurez votre projet
              </h2>
              <QuoteConfiguratorForm
                onSent={(answers) => {
                  setSent(answers)
                  setState('results')
                }}
              />
            </>
          )}
        </FormCard>
      </Container>
    </div>
  )
}
