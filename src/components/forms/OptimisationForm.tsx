'use client'

import { FormStoreContext } from '@/forms/shared/FormStoreContext'
import { useFormSelector } from '@/forms/shared/useFormSelector'
import { useFormStore } from '@/forms/shared/useFormStore'
import { surfaceLabel } from '@/forms/etude-gratuite/labels'
import { optimisationForm } from '@/forms/optimisation-espace/definition'
import { type OptimisationAnswers, optimisationProjectTypes, optimisationSchema } from '@/forms/optimisation-espace/schema'
import { currentSurfaces, desiredSurfaces, roomTypes } from '@/forms/shared/options'
import { useMissingSentence } from '@/forms/shared/useMissingSentence'
import { useLeadSubmission } from '@/forms/shared/useLeadSubmission'
import { ChoiceCards } from './ChoiceCards'
import { ContactFields } from './ContactFields'
import { failureMessages } from './FormAlert'
import { FormFooter } from './FormFooter'
import { MultiToggle } from './MultiToggle'
import { SubmitButton } from './SubmitButton'
import { TextField } from './TextField'
import { useHydrated } from './useHydrated'

const asOptions = (values: readonly string[]) => values.map((value) => ({ value, label: value }))

/** /optimisation-espace/form: one page, sent as an 'optimisation-espace' lead, then the result. */
export function OptimisationForm() {
  const hydrated = useHydrated()
  const store = useFormStore(optimisationSchema, { roomType: [], constraints: '', name: '', email: '', phone: '', postalCode: '' })
  const canSend = useFormSelector(store, (form) => form.canSend())
  const missing = useMissingSentence(store)
  const lead = useLeadSubmission(store.setServerErrors, {
    form: optimisationForm,
    eventData: (answers: OptimisationAnswers) => ({
      form_origin: optimisationForm.origin,
      name: answers.name,
      email: answers.email,
      project_type: answers.projectType,
      desired_space: answers.desiredSpace,
      room_types: answers.roomType.join(', '),
    }),
    next: optimisationForm.pages.results,
  })

  return (
    <FormStoreContext value={store}>
      <form
        noValidate
        data-ready={hydrated || undefined}
        onSubmit={store.handleSubmit(lead.send)}
        className="space-y-8"
        aria-label="Optimisation de l’espace"
      >
        <ChoiceCards name="projectType" legend="Type de projet" options={asOptions(optimisationProjectTypes)} />
        <ChoiceCards name="currentSpace" dense legend="Surface habitable actuelle" options={asOptions(currentSurfaces)} />
        <ChoiceCards
          name="desiredSpace"
          dense
          legend="Surface à gagner"
          options={desiredSurfaces.map((value) => ({ value, label: surfaceLabel(value) }))}
        />
        <MultiToggle name="roomType" legend="Pièces souhaitées" options={roomTypes} hint="Plusieurs choix possibles" />
        <TextField
          name="constraints"
          label="Contraintes particulières"
          multiline
          maxLength={5000}
          placeholder="Poutres, trémie d’escalier, budget, délais..."
        />
        <fieldset className="space-y-5">
          <legend className="text-base font-semibold text-slate-900">Vos coordonnées</legend>
          <ContactFields postalCode="optional" />
        </fieldset>
        <FormFooter extras={lead.extras} failed={lead.failed} failureMessage={failureMessages.request}>
          <SubmitButton label="Obtenir mon analyse" sending={lead.sending} disabled={!canSend} missing={missing} />
        </FormFooter>
      </form>
    </FormStoreContext>
  )
}
