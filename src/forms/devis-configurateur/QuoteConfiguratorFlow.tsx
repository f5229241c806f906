'use client'

import { CalendarClock } from '@/components/icons/CalendarClock'
import { Clock } from '@/components/icons/Clock'
import { Euro } from '@/components/icons/Euro'
import { FileText } from '@/components/icons/FileText'
import { SlidersHorizontal } from '@/components/icons/SlidersHorizontal'
import { useState } from 'react'
import { quoteForm } from './definition'
import type { QuoteAnswers } from './schema'
import { QuoteConfiguratorForm } from './QuoteConfiguratorForm'
import { useLeadPosting } from '@/forms/shared/useLeadPosting'
import { ResultsLayout } from '@/forms/ui/ResultsLayout'
import { ToolLanding } from '@/forms/ui/ToolLanding'
import { useFocusOnChange } from '@/forms/shared/useFocusOnChange'
import { useCompanyFigures, usePriceGrid } from '@/components/company/CompanyFigures'
import { budgetEstimate, rangeWording } from '@/forms/shared/budgetEstimate'
import { valueGainCard } from '@/forms/shared/valueGainCard'

const points = [
  { icon: SlidersHorizontal, title: 'Configurez', text: 'Surface, finitions et contraintes de votre projet.' },
  { icon: FileText, title: 'Devis détaillé', text: 'Après une visite technique gratuite, sans engagement.' },
  { icon: Euro, title: 'Budget estimé', text: 'Une fourchette de prix tout de suite, selon votre surface.' },
] as const

/**
 * /landing/budget: landing, the configurator (which sends a lead), then its fixed result. Without scripts the
 * start button and the form are posted to the server, which draws the form, then the result of the answers it stored.
 */
export function QuoteConfiguratorFlow() {
  const posting = useLeadPosting()
  const [posted] = posting
  const [state, setState] = useState<'landing' | 'form' | 'results'>(
    posted?.status === 201 ? 'results' : posted === null ? 'landing' : 'form',
  )
  // The server answers 201 only to answers the form's schema accepted.
  const [sent, setSent] = useState<QuoteAnswers | null>(posted?.status === 201 ? (posted.values as QuoteAnswers) : null)
  const containerRef = useFocusOnChange(state)
  const figures = useCompanyFigures()
  const priceGrid = usePriceGrid()

  if (state === 'results' && sent) {
    const prices = priceGrid[sent.finish]
    const finish = quoteForm.answerWords.finish[sent.finish]
    const cards = [
      // No aid verdict: no aid question was asked. Every figure says it is an estimate and what it rests on.
      {
        icon: Euro,
        title: 'Budget estimé',
        value: budgetEstimate(sent.surface, prices),
        text: `Estimation TTC pour ${sent.surface} m² en finition ${finish}, ${rangeWording(prices)} selon notre grille de prix, avant aides.`,
      },
      valueGainCard(figures['plus-value']),
      { icon: CalendarClock, title: 'Durée des travaux', value: figures['duree-travaux'], text: 'En moyenne, une fois le devis accepté.' },
      {
        icon: Clock,
        title: 'Votre devis',
        value: `Sous ${figures['delai-devis']}`,
        text: `Après la visite technique gratuite ; un conseiller vous rappelle sous ${figures['delai-rappel']} (${sent.email}).`,
      },
    ]
    return (
      <div ref={containerRef}>
        <ResultsLayout
          title="Votre demande de devis est transmise"
          intro={`Votre projet de ${sent.surface} m² en finition ${finish} a bien été transmis à nos équipes. Un conseiller vous rappelle sous ${figures['delai-rappel']} pour fixer la visite technique.`}
          cards={cards}
        />
      </div>
    )
  }

  return (
    <div ref={containerRef}>
      <ToolLanding
        hero={{ eyebrow: 'Budget estimé tout de suite, devis gratuit', title: 'Estimez le budget de vos combles' }}
        start={{
          title: 'Votre devis personnalisé en 1 minute',
          intro:
            'Choisissez la surface et le niveau de finition : vous voyez tout de suite une fourchette de budget, et un conseiller vous rappelle pour le devis détaillé.',
          points,
          startLabel: 'Configurer mon projet',
          posted: { action: posting[1], origin: quoteForm.origin },
        }}
        onStart={() => setState('form')}
        started={state !== 'landing'}
        formHeading="Configurez votre projet"
      >
        <QuoteConfiguratorForm
          posting={posting}
          onSent={(answers) => {
            setSent(answers)
            setState('results')
          }}
        />
      </ToolLanding>
    </div>
  )
}
