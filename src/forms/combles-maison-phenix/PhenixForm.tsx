'use client'

import { failureMessages } from '@/forms/ui/FormAlert'
import { OnePageLeadForm } from '@/forms/ui/OnePageLeadForm'
import { PostalCodeField } from '@/forms/ui/PostalCodeField'
import { TextField } from '@/forms/ui/TextField'
import { phenixForm } from './definition'
import type { PhenixAnswers } from './schema'

/** The Phénix landing's short form, sent as a 'combles-maison-phenix' lead; nothing is kept in the browser. */
export function PhenixForm() {
  return (
    <OnePageLeadForm
      form={phenixForm}
      eventData={(answers: PhenixAnswers) => ({
        form_origin: phenixForm.origin,
        name: answers.name,
        email: answers.email,
        project_type: answers.projectType,
        landing_page: window.location.pathname,
      })}
      next={phenixForm.pages.thanks}
      label="Étude gratuite de vos combles Phénix"
      className="space-y-4"
      failureMessage={failureMessages.request}
      submitLabel="Être rappelé gratuitement"
      submitClassName="w-full"
    >
      <TextField name="name" label="Nom complet" required autoComplete="name" maxLength={120} />
      <TextField name="email" label="Email" type="email" required autoComplete="email" inputMode="email" />
      <TextField name="phone" label="Téléphone" type="tel" required autoComplete="tel" inputMode="tel" />
      <PostalCodeField required />
    </OnePageLeadForm>
  )
}
