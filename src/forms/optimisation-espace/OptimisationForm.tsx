'use client'

import { asOptions } from '@/forms/shared/options'
import { ChoiceCards } from '@/forms/ui/ChoiceCards'
import { ContactFields } from '@/forms/ui/ContactFields'
import { failureMessages } from '@/forms/ui/FormAlert'
import { OnePageLeadForm } from '@/forms/ui/OnePageLeadForm'
import { SpaceQuestions } from '@/forms/ui/SpaceQuestions'
import { TextField } from '@/forms/ui/TextField'
import { optimisationForm } from './definition'
import { optimisationProjectTypes } from './choices'
import type { OptimisationAnswers } from './schema'

/** /optimisation-espace/form: one page, sent as an 'optimisation-espace' lead, then the result. */
export function OptimisationForm() {
  return (
    <OnePageLeadForm
      form={optimisationForm}
      eventData={(answers: OptimisationAnswers) => ({
        form_origin: optimisationForm.origin,
        name: answers.name,
        email: answers.email,
        project_type: answers.projectType,
        desired_space: answers.desiredSpace,
        room_types: answers.roomType.join(', '),
      })}
      next={optimisationForm.pages.results}
      label="Optimisation de l’espace"
      className="space-y-8"
      failureMessage={failureMessages.request}
      submitLabel="Obtenir mon analyse"
    >
      <ChoiceCards name="projectType" legend="Type de projet" options={asOptions(optimisationProjectTypes)} />
      <SpaceQuestions names={{ current: 'currentSpace', desired: 'desiredSpace' }} desiredLegend="Surface à gagner" />
      <TextField
        name="constraints"
        label="Contraintes particulières"
        multiline
        maxLength={5000}
        placeholder="Poutres, trémie d’escalier, budget, délais..."
      />
      <ContactFields legend="Vos coordonnées" postalCode="optional" />
    </OnePageLeadForm>
  )
}
