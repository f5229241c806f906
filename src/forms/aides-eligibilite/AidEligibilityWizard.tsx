'use client'

import { Building } from '@/components/icons/Building'
import { House } from '@/components/icons/House'
import { KeyRound } from '@/components/icons/KeyRound'
import { UserRound } from '@/components/icons/UserRound'
import { aidEligibilityForm } from './definition'
import { aidEligibilitySteps, dwellingAges, housingTypes, incomeBands, ownerTypes } from './choices'
import type { AidEligibilityAnswers } from './schema'
import { useFormSelector } from '@/forms/shared/useFormSelector'
import { useLeadPosting } from '@/forms/shared/useLeadPosting'
import { useWizardLead } from '@/forms/shared/useWizardLead'
import { ChoiceCards } from '@/forms/ui/ChoiceCards'
import { ContactFields } from '@/forms/ui/ContactFields'
import { WizardForm } from '@/forms/ui/WizardForm'

const headings = [
  'Votre situation',
  'Votre logement',
  'L’âge du logement',
  'Les revenus du foyer',
  'Où vous envoyer le détail de vos aides ?',
] as const
const ownerIcons = { occupant: UserRound, bailleur: KeyRound }
const housingIcons = { maison: House, appartement: Building }
const words = aidEligibilityForm.answerWords

/** /aides-eligibilite: 5 steps, sent as an 'aides-eligibilite' lead, then the computed aids. */
export function AidEligibilityWizard() {
  const wizardLead = useWizardLead(
    aidEligibilityForm,
    aidEligibilitySteps,
    (answers: AidEligibilityAnswers) => ({
      form_origin: aidEligibilityForm.origin,
      name: answers.name,
      email: answers.email,
      type: answers.typeProprietaire,
      income: answers.revenus,
      main_residence: answers.logementPrincipal,
    }),
    useLeadPosting(),
  )
  const { store, wizard } = wizardLead
  const landlord = useFormSelector(store, (form) => form.getValue('typeProprietaire') === 'bailleur')

  return (
    <WizardForm {...wizardLead} label="Test d’éligibilité aux aides" headings={headings} submitLabel="Calculer mes aides" scrollToTop>
      {wizard.step === 1 && (
        <ChoiceCards
          name="typeProprietaire"
          legend="Vous êtes"
          options={ownerTypes.map((value) => ({ value, label: words.typeProprietaire[value], icon: ownerIcons[value] }))}
          onPick={(value) => {
            // Only landlords answer the housing type; an occupant's answer would be stale.
            if (value === 'occupant') store.setValue('typeLogement', '')
          }}
        />
      )}
      {wizard.step === 2 && (
        <>
          <ChoiceCards
            name="logementPrincipal"
            dense
            legend={
              landlord
                ? 'Le logement est-il la résidence principale de votre locataire ?'
                : 'Le logement est-il votre résidence principale ?'
            }
            options={[
              { value: true, label: 'Oui' },
              { value: false, label: 'Non' },
            ]}
          />
          {landlord && (
            <ChoiceCards
              name="typeLogement"
              legend="Type de logement"
              options={housingTypes.map((value) => ({ value, label: words.typeLogement[value], icon: housingIcons[value] }))}
            />
          )}
        </>
      )}
      {wizard.step === 3 && (
        <ChoiceCards
          name="ancienneteLogement"
          legend="Depuis quand le logement est-il construit ?"
          columns={3}
          options={dwellingAges.map((value) => ({ value, label: words.ancienneteLogement[value] }))}
        />
      )}
      {wizard.step === 4 && (
        <ChoiceCards
          name="revenus"
          legend="Revenu fiscal de référence du foyer"
          options={incomeBands.map((value) => ({ value, label: words.revenus[value] }))}
        />
      )}
      {wizard.step === 5 && <ContactFields postalCode="optional" />}
    </WizardForm>
  )
}
