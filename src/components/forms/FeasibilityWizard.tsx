'use client'

import { Building2, Home, House, Warehouse } from 'lucide-react'
import { feasibilityForm } from '@/forms/faisabilite/definition'
import { feasibilitySurfaceLabels } from '@/forms/faisabilite/labels'
import {
  type FeasibilityAnswers,
  feasibilityProjectTypes,
  feasibilityPropertyTypes,
  feasibilityRoofTypes,
  feasibilitySchema,
  feasibilitySteps,
  feasibilitySurfaces,
} from '@/forms/faisabilite/schema'
import { atticHeights, timelines } from '@/forms/shared/options'
import { useFormStore } from '@/forms/shared/useFormStore'
import { useLeadSubmission } from '@/forms/shared/useLeadSubmission'
import { useWizard } from '@/forms/shared/useWizard'
import { useWizardDraft } from '@/forms/shared/useWizardDraft'
import { ChoiceCards } from './ChoiceCards'
import { ContactFields } from './ContactFields'
import { TextField } from './TextField'
import { WizardForm } from './WizardForm'

const headings = [
  'Quel est votre projet ?',
  'Votre logement',
  'Vos combles et la surface visée',
  'Où vous envoyer votre analyse ?',
] as const
const projectIcons = [Home, Warehouse]
const propertyIcons = [House, Building2]

/** /faisabilite: the 4-step analysis, sent as a 'faisabilite' lead, then the computed results. */
export function FeasibilityWizard() {
  const store = useFormStore(feasibilitySchema, { location: '', height: '', timeline: '', name: '', email: '', phone: '', postalCode: '' })
  const wizard = useWizard(store, feasibilitySteps)
  const draft = useWizardDraft(store, wizard, { origin: feasibilityForm.origin, schema: feasibilitySchema, steps: feasibilitySteps })
  const lead = useLeadSubmission(store.setServerErrors, {
    form: feasibilityForm,
    eventData: (answers: FeasibilityAnswers) => ({
      form_origin: feasibilityForm.origin,
      name: answers.name,
      email: answers.email,
      project_type: answers.projectType,
      property_type: answers.propertyType,
      surface: answers.surface,
    }),
    next: feasibilityForm.pages.results,
    onStored: draft.clear,
  })

  return (
    <WizardForm
      origin={feasibilityForm.origin}
      store={store}
      wizard={wizard}
      lead={lead}
      label="Analyse de faisabilité"
      headings={headings}
      submitLabel="Recevoir mon analyse"
    >
      {wizard.step === 1 && (
        <ChoiceCards
          name="projectType"
          legend="Type de projet"
          options={feasibilityProjectTypes.map((value, index) => ({ value, label: value, icon: projectIcons[index] }))}
        />
      )}
      {wizard.step === 2 && (
        <>
          <ChoiceCards
            name="propertyType"
            legend="Type de logement"
            options={feasibilityPropertyTypes.map((value, index) => ({ value, label: value, icon: propertyIcons[index] }))}
          />
          <TextField name="location" label="Ville ou code postal du logement" autoComplete="address-level2" maxLength={120} />
        </>
      )}
      {wizard.step === 3 && (
        <>
          <ChoiceCards name="roofType" legend="Type de toiture" options={feasibilityRoofTypes.map((value) => ({ value, label: value }))} />
          <ChoiceCards
            name="height"
            dense
            legend="Hauteur sous le faîtage"
            required={false}
            columns={3}
            options={atticHeights.map((value) => ({ value, label: value }))}
          />
          <ChoiceCards
            name="surface"
            dense
            legend="Surface à aménager"
            options={feasibilitySurfaces.map((value) => ({ value, label: feasibilitySurfaceLabels[value] }))}
          />
        </>
      )}
      {wizard.step === 4 && (
        <>
          <ChoiceCards
            name="timeline"
            dense
            legend="Quand souhaitez-vous démarrer ?"
            required={false}
            options={timelines.map((value) => ({ value, label: value }))}
          />
          <ContactFields postalCode="required" />
        </>
      )}
    </WizardForm>
  )
}
