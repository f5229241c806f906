'use client'

import { FormStoreContext } from '@/forms/shared/FormStoreContext'
import { useFormSelector } from '@/forms/shared/useFormSelector'
import { useFormStore } from '@/forms/shared/useFormStore'
import { contactForm } from '@/forms/contact/definition'
import { type ContactAnswers, contactSchema } from '@/forms/contact/schema'
import { useMissingSentence } from '@/forms/shared/useMissingSentence'
import { useLeadSubmission } from '@/forms/shared/useLeadSubmission'
import { failureMessages } from './FormAlert'
import { ContactFields } from './ContactFields'
import { FormFooter } from './FormFooter'
import { SubmitButton } from './SubmitButton'
import { useHydrated } from './useHydrated'

/** /contact: name, e-mail, phone and a message; nothing is kept in the browser. */
export function ContactForm() {
  const hydrated = useHydrated()
  const store = useFormStore(contactSchema, { name: '', email: '', phone: '', message: '' })
  const canSend = useFormSelector(store, (form) => form.canSend())
  const missing = useMissingSentence(store)
  const lead = useLeadSubmission(store.setServerErrors, {
    form: contactForm,
    eventData: (answers: ContactAnswers) => ({ form_origin: contactForm.origin, name: answers.name, email: answers.email }),
    next: contactForm.pages.thanks,
  })

  return (
    <FormStoreContext value={store}>
      <form
        noValidate
        data-ready={hydrated || undefined}
        onSubmit={store.handleSubmit(lead.send)}
        className="space-y-6"
        aria-label="Formulaire de contact"
      >
        <ContactFields message={{ label: 'Votre message', placeholder: 'Décrivez votre projet ou posez-nous votre question' }} />
        <FormFooter extras={lead.extras} failed={lead.failed} failureMessage={failureMessages.message}>
          <SubmitButton label="Envoyer mon message" sending={lead.sending} disabled={!canSend} missing={missing} />
        </FormFooter>
      </form>
    </FormStoreContext>
  )
}
