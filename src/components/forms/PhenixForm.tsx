'use client'

import { FormStoreContext } from '@/forms/shared/FormStoreContext'
import { useFormSelector } from '@/forms/shared/useFormSelector'
import { useFormStore } from '@/forms/shared/useFormStore'
import { phenixForm } from '@/forms/combles-maison-phenix/definition'
import { type PhenixAnswers, phenixSchema } from '@/forms/combles-maison-phenix/schema'
import { useMissingSentence } from '@/forms/shared/useMissingSentence'
import { useLeadSubmission } from '@/forms/shared/useLeadSubmission'
import { failureMessages } from './FormAlert'
import { FormFooter } from './FormFooter'
import { PostalCodeField } from './PostalCodeField'
import { SubmitButton } from './SubmitButton'
import { TextField } from './TextField'
import { useHydrated } from './useHydrated'

/** The Phénix landing's short form, sent as a 'combles-maison-phenix' lead; nothing is kept in the browser. */
export function PhenixForm() {
  const hydrated = useHydrated()
  const store = useFormStore(phenixSchema, { name: '', email: '', phone: '', postalCode: '' })
  const canSend = useFormSelector(store, (form) => form.canSend())
  const missing = useMissingSentence(store)
  const lead = useLeadSubmission(store.setServerErrors, {
    form: phenixForm,
    eventData: (answers: PhenixAnswers) => ({
      form_origin: phenixForm.origin,
      name: answers.name,
      email: answers.email,
      project_type: answers.projectType,
      landing_page: window.location.pathname,
    }),
    next: phenixForm.pages.thanks,
  })

  return (
    <FormStoreContext value={store}>
      <form
        noValidate
        data-ready={hydrated || undefined}
        onSubmit={store.handleSubmit(lead.send)}
        className="space-y-4"
        aria-label="Étude gratuite de vos combles Phénix"
      >
        <TextField name="name" label="Nom complet" required autoComplete="name" maxLength={120} />
        <TextField name="email" label="Email" type="email" required autoComplete="email" inputMode="email" />
        <TextField name="phone" label="Téléphone" type="tel" required autoComplete="tel" inputMode="tel" />
        <PostalCodeField required />
        <FormFooter extras={lead.extras} failed={lead.failed} failureMessage={failureMessages.request}>
          <SubmitButton label="Être rappelé gratuitement" sending={lead.sending} disabled={!canSend} missing={missing} className="w-full" />
        </FormFooter>
      </form>
    </FormStoreContext>
  )
}
