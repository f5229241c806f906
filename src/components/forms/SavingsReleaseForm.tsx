'use client'

import { FormStoreContext } from '@/forms/shared/FormStoreContext'
import { useFormSelector } from '@/forms/shared/useFormSelector'
import { useFormStore } from '@/forms/shared/useFormStore'
import { savingsReleaseForm } from '@/forms/deblocage-epargne-salariale/definition'
import {
  peeAnswers,
  type SavingsReleaseAnswers,
  savingsProjectTypes,
  savingsReleaseSchema,
} from '@/forms/deblocage-epargne-salariale/schema'
import { useMissingSentence } from '@/forms/shared/useMissingSentence'
import { useLeadSubmission } from '@/forms/shared/useLeadSubmission'
import { ChoiceCards } from './ChoiceCards'
import { ContactFields } from './ContactFields'
import { failureMessages } from './FormAlert'
import { FormFooter } from './FormFooter'
import { SubmitButton } from './SubmitButton'
import { useHydrated } from './useHydrated'

/** /deblocage-epargne-salariale/form: sent as a 'deblocage-epargne-salariale' lead, then the thank-you page. */
export function SavingsReleaseForm() {
  const hydrated = useHydrated()
  const store = useFormStore(savingsReleaseSchema, { name: '', email: '', phone: '', postalCode: '', message: '' })
  const canSend = useFormSelector(store, (form) => form.canSend())
  const missing = useMissingSentence(store)
  const lead = useLeadSubmission(store.setServerErrors, {
    form: savingsReleaseForm,
    eventData: (answers: SavingsReleaseAnswers) => ({
      form_origin: savingsReleaseForm.origin,
      name: answers.name,
      email: answers.email,
      project_type: answers.projectType,
      use_pee: answers.usePEE,
    }),
    next: savingsReleaseForm.pages.thanks,
  })

  return (
    <FormStoreContext value={store}>
      <form
        noValidate
        data-ready={hydrated || undefined}
        onSubmit={store.handleSubmit(lead.send)}
        className="space-y-8"
        aria-label="Déblocage de l’épargne salariale"
      >
        <ChoiceCards
          name="projectType"
          legend="Votre projet"
          options={savingsProjectTypes.map((value) => ({ value, label: savingsReleaseForm.answerWords.projectType[value] }))}
        />
        <ChoiceCards
          name="usePEE"
          legend="Disposez-vous d’une épargne salariale (PEE, PER) à débloquer ?"
          columns={3}
          options={peeAnswers.map((value) => ({ value, label: savingsReleaseForm.answerWords.usePEE[value] }))}
        />
        <fieldset className="space-y-5">
          <legend className="text-base font-semibold text-slate-900">Vos coordonnées</legend>
          <ContactFields
            postalCode="required"
            message={{ label: 'Votre message', placeholder: 'Montant disponible, questions sur le déblocage...' }}
          />
        </fieldset>
        <FormFooter extras={lead.extras} failed={lead.failed} failureMessage={failureMessages.request}>
          <SubmitButton label="Vérifier mon éligibilité" sending={lead.sending} disabled={!canSend} missing={missing} />
        </FormFooter>
      </form>
    </FormStoreContext>
  )
}
