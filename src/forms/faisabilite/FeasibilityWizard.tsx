'use client'

import { Building2 } from '@/components/icons/Building2'
import { House } from '@/components/icons/House'
import { Warehouse } from '@/components/icons/Warehouse'
import { feasibilityForm } from './definition'
import { feasibilitySurfaceLabels } from './labels'
import { feasibilityProjectTypes, feasibilityPropertyTypes, feasibilityRoofTypes, feasibilitySteps, feasibilitySurfaces } from './choices'
import type { FeasibilityAnswers } from './schema'
import { atticHeights, timelines } from '@/forms/shared/options'
import type { LeadPosting } from '@/forms/shared/useLeadPosting'
import { useWizardLead } from '@/forms/shared/useWizardLead'
import { ChoiceCards } from '@/forms/ui/ChoiceCards'
import { ContactFields } from '@/forms/ui/ContactFields'
import { WizardForm } from '@/forms/ui/WizardForm'

const headings = [
  'Quel est votre projet ?',
  'Votre logement',
  'Vos combles et la surface visée',
  'Où vous envoyer votre analyse ?',
] as const
const projectIcons = [House, Warehouse]
const propertyIcons = [House, Building2]

/** /faisabilite: the 4-step analysis, sent as a 'faisabilite' lead, then the computed results. */
export function FeasibilityWizard({ posting }: { posting: LeadPosting }) {
  const wizardLead = useWizardLead(
    feasibilityForm,
    feasibilitySteps,
    (answers: FeasibilityAnswers) => ({
      form_origin: feasibilityForm.origin,
      name: answers.name,
      email: answers.email,
      project_type: answers.projectType,
      property_type: answers.propertyType,
      surface: answers.surface,
    }),
    posting,
  )
  const { wizard } = wizardLead

  return (
    <WizardForm {...wizardLead} label="Analyse de faisabilité" headings={headings} submitLabel="Recevoir mon analyse">
      {wizard.step === 1 && (
        <ChoiceCards
          name="projectType"
          legend="Type de projet"
          options={feasibilityProjectTypes.map((value, index) => ({ value, label: value, icon: projectIcons[index] }))}
        />
      )}
      {/* The home's place is asked once, as its postal code with the contact details. */}
      {wizard.step === 2 && (
        <ChoiceCards
          name="propertyType"
          legend="Type de logement"
          options={feasibilityPropertyTypes.map((value, index) => ({ value, label: value, icon: propertyIcons[index] }))}
        />
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
