'use client'

import { ChoiceCards } from '@/forms/ui/ChoiceCards'
import { ContactFields } from '@/forms/ui/ContactFields'
import { failureMessages } from '@/forms/ui/FormAlert'
import type { LeadPosting } from '@/forms/shared/useLeadPosting'
import { OnePageLeadForm } from '@/forms/ui/OnePageLeadForm'
import { quoteForm } from './definition'
import { finishOptions } from './finishOptions'
import { SURFACE_MAX, SURFACE_MIN } from './choices'
import type { QuoteAnswers } from './schema'
import { SurfaceSlider } from './SurfaceSlider'
import { BudgetPreview } from './BudgetPreview'

/** The quote configurator's form, sent as a 'devis-configurateur' lead; the result shows in place (nothing is saved in the browser). */
export function QuoteConfiguratorForm({ onSent, posting }: { onSent: (answers: QuoteAnswers) => void; posting: LeadPosting }) {
  return (
    <OnePageLeadForm
      posting={posting}
      form={quoteForm}
      eventData={(answers: QuoteAnswers) => ({
        form_origin: quoteForm.origin,
        name: answers.name,
        email: answers.email,
        surface: answers.surface,
        finish: answers.finish,
      })}
      next={onSent}
      label="Configurateur de devis"
      className="space-y-8"
      failureMessage={failureMessages.request}
      submitLabel="Recevoir mon devis"
    >
      <SurfaceSlider name="surface" min={SURFACE_MIN} max={SURFACE_MAX} />
      <ChoiceCards name="finish" legend="Niveau de finition" columns={3} options={finishOptions} />
      <BudgetPreview />
      <ChoiceCards
        name="technicalConstraints"
        dense
        legend="Votre projet a-t-il des contraintes techniques (charpente fermette, trémie, poutres) ?"
        options={[
          { value: true, label: 'Oui' },
          { value: false, label: 'Non' },
        ]}
      />
      <ContactFields legend="Où vous envoyer votre devis ?" postalCode="optional" />
    </OnePageLeadForm>
  )
}
