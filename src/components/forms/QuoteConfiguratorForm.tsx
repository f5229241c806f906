'use client'

import { FormStoreContext } from '@/forms/shared/FormStoreContext'
import { useFormSelector } from '@/forms/shared/useFormSelector'
import { useFormStore } from '@/forms/shared/useFormStore'
import { quoteForm } from '@/forms/devis-configurateur/definition'
import { finishOptions } from '@/forms/devis-configurateur/finishOptions'
import { type QuoteAnswers, quoteSchema, SURFACE_DEFAULT, SURFACE_MAX, SURFACE_MIN } from '@/forms/devis-configurateur/schema'
import { useMissingSentence } from '@/forms/shared/useMissingSentence'
import { useLeadSubmission } from '@/forms/shared/useLeadSubmission'
import { ChoiceCards } from './ChoiceCards'
import { ContactFields } from './ContactFields'
import { failureMessages } from './FormAlert'
import { FormFooter } from './FormFooter'
import { SubmitButton } from './SubmitButton'
import { SurfaceSlider } from './SurfaceSlider'
import { useHydrated } from './useHydrated'

/** The quote configurator's form, sent as a 'devis-configurateur' lead; the result shows in place (nothing is saved in the browser). */
export function QuoteConfiguratorForm({ onSent }: { onSent: (answers: QuoteAnswers) => void }) {
  const hydrated = useHydrated()
  const store = useFormStore(quoteSchema, {
    surface: SURFACE_DEFAULT,
    finish: 'moyen',
    technicalConstraints: false,
    name: '',
    email: '',
    phone: '',
    postalCode: '',
  })
  const canSend = useFormSelector(store, (form) => form.canSend())
  const missing = useMissingSentence(store)
  const lead = useLeadSubmission(store.setServerErrors, {
    form: quoteForm,
    eventData: (answers: QuoteAnswers) => ({
      form_origin: quoteForm.origin,
      name: answers.name,
      email: answers.email,
      surface: answers.surface,
      finish: answers.finish,
    }),
    next: onSent,
  })

  return (
    <FormStoreContext value={store}>
      <form
        noValidate
        data-ready={hydrated || undefined}
        onSubmit={store.handleSubmit(lead.send)}
        className="space-y-8"
        aria-label="Configurateur de devis"
      >
        <SurfaceSlider name="surface" min={SURFACE_MIN} max={SURFACE_MAX} />
        <ChoiceCards name="finish" legend="Niveau de finition" columns={3} options={finishOptions} />
        <ChoiceCards
          name="technicalConstraints"
          dense
          legend="Votre projet a-t-il des contraintes techniques (charpente fermette, trémie, poutres) ?"
          options={[
            { value: true, label: 'Oui' },
            { value: false, label: 'Non' },
          ]}
        />
        <fieldset className="space-y-5">
          <legend className="text-base font-semibold text-slate-900">Où vous envoyer votre devis ?</legend>
          <ContactFields postalCode="optional" />
        </fieldset>
        <FormFooter extras={lead.extras} failed={lead.failed} failureMessage={failureMessages.request}>
          <SubmitButton label="Recevoir mon devis" sending={lead.sending} disabled={!canSend} missing={missing} />
        </FormFooter>
      </form>
    </FormStoreContext>
  )
}
