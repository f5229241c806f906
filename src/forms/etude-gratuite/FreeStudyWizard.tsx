'use client'

import { AppWindow } from '@/components/icons/AppWindow'
import { House } from '@/components/icons/House'
import { Sun } from '@/components/icons/Sun'
import { Warehouse } from '@/components/icons/Warehouse'
import { freeStudyForm } from './definition'
import { windowCountLabel } from './labels'
import { projectSpecificDefaults } from './projectAnswers'
import {
  extensionTypes,
  freeStudySteps,
  roomsToEquip,
  studyPropertyTypes,
  verandaMaterials,
  verandaSurfaces,
  verandaUsages,
  windowCounts,
  windowFeatures,
  windowTypes,
} from './choices'
import type { FreeStudyAnswers } from './schema'
import { asOptions, atticHeightOptions, notKnown, roofStructureOptions, surfaceLabel, timelines } from '@/forms/shared/options'
import { useFormSelector } from '@/forms/shared/useFormSelector'
import { useLeadPosting } from '@/forms/shared/useLeadPosting'
import { useWizardLead } from '@/forms/shared/useWizardLead'
import { budgetRangesFor, studyProjectTypes } from './studyBudgets'
import { ChoiceCards } from '@/forms/ui/ChoiceCards'
import { ContactFields } from '@/forms/ui/ContactFields'
import { MultiToggle } from '@/forms/ui/MultiToggle'
import { PostalCodeField } from '@/forms/ui/PostalCodeField'
import { SpaceQuestions } from '@/forms/ui/SpaceQuestions'
import { WizardForm } from '@/forms/ui/WizardForm'

const headings = ['Votre projet', 'Votre logement', 'Vos besoins', 'Budget et calendrier', 'Vos coordonnées'] as const
const projectIcons = {
  'Aménagement de combles': House,
  'Extension de maison': Warehouse,
  'Véranda/Pergola': Sun,
  'Fenêtres de toit': AppWindow,
}

/** /etude-gratuite: 5 steps whose questions follow the project kind; sent as an 'etude-gratuite' lead. */
export function FreeStudyWizard() {
  const wizardLead = useWizardLead(
    freeStudyForm,
    freeStudySteps,
    (answers: FreeStudyAnswers) => ({
      form_origin: freeStudyForm.origin,
      name: answers.name,
      email: answers.email,
      project_type: answers.projectType,
      budget: answers.budget,
      timeline: answers.timeline,
    }),
    useLeadPosting(),
  )
  const { store, wizard } = wizardLead
  const project = useFormSelector(store, (form) => {
    const value = form.getValue('projectType')
    return typeof value === 'string' ? value : undefined
  })

  /** A new project kind asks other questions and other budgets: its old answers no longer apply. */
  function changeProject(next: string) {
    const flatOnly = next !== 'Fenêtres de toit' && store.getValue('propertyType') === 'Appartement'
    store.setValues({ ...projectSpecificDefaults, ...(flatOnly ? { propertyType: undefined } : {}) })
  }

  const propertyOptions = studyPropertyTypes.filter((type) => type !== 'Appartement' || project === 'Fenêtres de toit')
  const atticOrExtension = project === 'Aménagement de combles' || project === 'Extension de maison'

  return (
    <WizardForm {...wizardLead} label="Étude gratuite" headings={headings} submitLabel="Recevoir mon étude">
      {wizard.step === 1 && (
        <ChoiceCards
          name="projectType"
          legend="Quel projet souhaitez-vous réaliser ?"
          options={studyProjectTypes.map((value) => ({ value, label: value, icon: projectIcons[value] }))}
          onPick={changeProject}
        />
      )}
      {wizard.step === 2 && (
        <>
          <ChoiceCards
            name="propertyType"
            legend="Type de logement"
            columns={propertyOptions.length === 3 ? 3 : 2}
            options={asOptions(propertyOptions)}
          />
          <PostalCodeField label="Code postal du logement" required placeholder="59000" />
          {project === 'Aménagement de combles' && (
            <>
              <ChoiceCards name="roofType" legend="Type de charpente" columns={3} options={roofStructureOptions} />
              <ChoiceCards name="height" dense legend="Hauteur sous faîtage" columns={3} options={atticHeightOptions} />
            </>
          )}
          {project === 'Extension de maison' && (
            <ChoiceCards name="extensionType" legend="Type d’extension" options={asOptions(extensionTypes)} />
          )}
          {project === 'Véranda/Pergola' && (
            <ChoiceCards name="material" dense legend="Matériau souhaité" columns={3} options={asOptions(verandaMaterials)} />
          )}
          {project === 'Fenêtres de toit' && (
            <>
              <ChoiceCards name="windowType" legend="Type de fenêtre" columns={3} options={asOptions(windowTypes)} />
              <ChoiceCards
                name="numberOfWindows"
                dense
                legend="Nombre de fenêtres"
                columns={2}
                options={windowCounts.map((value) => ({ value, label: windowCountLabel(value) }))}
              />
            </>
          )}
        </>
      )}
      {wizard.step === 3 && (
        <>
          {atticOrExtension && (
            <>
              <SpaceQuestions names={{ current: 'currentSurface', desired: 'desiredSurface' }} desiredLegend="Surface à créer" />
            </>
          )}
          {project === 'Véranda/Pergola' && (
            <>
              <ChoiceCards
                name="desiredSurface"
                dense
                legend="Surface souhaitée"
                columns={3}
                options={verandaSurfaces.map((value) => ({ value, label: surfaceLabel(value) }))}
              />
              <ChoiceCards name="verandaUsage" legend="Usage principal" options={asOptions(verandaUsages)} />
            </>
          )}
          {project === 'Fenêtres de toit' && (
            <>
              <MultiToggle name="roomsToEquip" legend="Pièces à équiper" options={roomsToEquip} hint="Plusieurs choix possibles" />
              <MultiToggle
                name="windowFeatures"
                legend="Accessoires"
                options={windowFeatures}
                required={false}
                hint="Facultatif, plusieurs choix possibles"
              />
            </>
          )}
        </>
      )}
      {wizard.step === 4 && (
        <>
          <ChoiceCards
            name="budget"
            dense
            legend="Budget envisagé"
            options={budgetRangesFor(project ?? '').map((value) =>
              value === notKnown ? { value, label: value, description: 'Nous le chiffrons ensemble' } : { value, label: value },
            )}
          />
          <ChoiceCards name="timeline" dense legend="Quand souhaitez-vous démarrer ?" options={asOptions(timelines)} />
        </>
      )}
      {wizard.step === 5 && (
        <ContactFields message={{ label: 'Précisions sur votre projet', placeholder: 'Contraintes, questions, disponibilités...' }} />
      )}
    </WizardForm>
  )
}
