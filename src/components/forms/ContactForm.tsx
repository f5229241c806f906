'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { FormProvider, useForm } from 'react-hook-form'
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
  const form = useForm({
    resolver: zodResolver(contactSchema),
    mode: 'onChange',
    defaultValues: { name: '', email: '', phone: '', message: '' },
  })
  const missing = useMissingSentence(contactSchema, form.control)
  const lead = useLeadSubmission(form.setError, {
    form: contactForm,
    eventData: (answers: ContactAnswers) => ({ form_origin: contactForm.origin, name: answers.name, email: answers.email }),
    next: contactForm.pages.thanks,
  })

  return (
    <FormProvider {...form}>
      <form
        noValidate
        data-ready={hydrated || undefined}
        onSubmit={form.handleSubmit(lead.send)}
        className="space-y-6"
        aria-label="Formulaire de contact"
      >
        <ContactFields message={{ label: 'Votre message', placeholder: 'Décrivez votre projet ou posez-nous votre question' }} />
        <FormFooter extras={lead.extras} failed={lead.failed} failureMessage={failureMessages.message}>
          <SubmitButton label="Envoyer mon message" sending={lead.sending} disabled={!form.formState.isValid} missing={missing} />
        </FormFooter>
      </form>
    </FormProvider>
  )
}
