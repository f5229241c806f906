'use client'

import { ChoiceCards } from '@/forms/ui/ChoiceCards'
import { ContactFields } from '@/forms/ui/ContactFields'
import { failureMessages } from '@/forms/ui/FormAlert'
import { OnePageLeadForm } from '@/forms/ui/OnePageLeadForm'
import { savingsReleaseForm } from './definition'
import { peeAnswers, savingsProjectTypes } from './choices'
import type { SavingsReleaseAnswers } from './schema'

/** /deblocage-epargne-salariale/form: sent as a 'deblocage-epargne-salariale' lead, then the thank-you page. */
export function SavingsReleaseForm() {
  return (
    <OnePageLeadForm
      form={savingsReleaseForm}
      eventData={(answers: SavingsReleaseAnswers) => ({
        form_origin: savingsReleaseForm.origin,
        name: answers.name,
        email: answers.email,
        project_type: answers.projectType,
        use_pee: answers.usePEE,
      })}
      next={savingsReleaseForm.pages.thanks}
      label="Déblocage de l’épargne salariale"
      className="space-y-8"
      failureMessage={failureMessages.request}
      submitLabel="Vérifier mon éligibilité"
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
      <ContactFields
        legend="Vos coordonnées"
        postalCode="required"
        message={{ label: 'Votre message', placeholder: 'Montant disponible, questions sur le déblocage...' }}
      />
    </OnePageLeadForm>
  )
}
