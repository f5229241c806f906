'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { FormProvider, useForm } from 'react-hook-form'
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
  const form = useForm({
    resolver: zodResolver(savingsReleaseSchema),
    mode: 'onChange',
    defaultValues: { name: '', email: '', phone: '', postalCode: '', message: '' },
  })
  const missing = useMissingSentence(savingsReleaseSchema, form.control)
  const lead = useLeadSubmission(form.setError, {
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
    <FormProvider {...form}>
      <form
        noValidate
        data-ready={hydrated || undefined}
        onSubmit={form.handleSubmit(lead.send)}
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
          <SubmitButton label="Vérifier mon éligibilité" sending={lead.sending} disabled={!form.formState.isValid} missing={missing} />
        </FormFooter>
      </form>
    </FormProvider>
  )
}
