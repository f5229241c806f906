'use client'

import { ContactFields } from '@/forms/ui/ContactFields'
import { failureMessages } from '@/forms/ui/FormAlert'
import { OnePageLeadForm } from '@/forms/ui/OnePageLeadForm'
import { contactForm } from './definition'
import type { ContactAnswers } from './schema'

/** /contact: name, e-mail, phone, postal code and a message; nothing is kept in the browser. */
export function ContactForm() {
  return (
    <OnePageLeadForm
      form={contactForm}
      eventData={(answers: ContactAnswers) => ({ form_origin: contactForm.origin, name: answers.name, email: answers.email })}
      next={contactForm.pages.thanks}
      label="Formulaire de contact"
      className="space-y-6"
      failureMessage={failureMessages.message}
      submitLabel="Envoyer mon message"
    >
      <ContactFields
        postalCode="required"
        message={{ label: 'Votre message', placeholder: 'Décrivez votre projet ou posez-nous votre question' }}
      />
    </OnePageLeadForm>
  )
}
