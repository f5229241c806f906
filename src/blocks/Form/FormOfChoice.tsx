'use client'
import dynamic from 'next/dynamic'
import type { ComponentType } from 'react'
import type { FormChoice } from './formChoices'

/**
 * The form a page places, by its name. A client module on purpose: imported from here, each form is
 * a chunk of its own that only a page showing it loads (from a server component, every form would
 * join the scripts of every CMS page).
 */
const forms: Record<FormChoice, ComponentType> = {
  contact: dynamic(() => import('@/components/forms/ContactForm').then((m) => m.ContactForm)),
  faisabilite: dynamic(() => import('@/components/forms/FeasibilityFlow').then((m) => m.FeasibilityFlow)),
  'optimisation-espace': dynamic(() => import('@/components/forms/OptimisationForm').then((m) => m.OptimisationForm)),
  'aides-eligibilite': dynamic(() => import('@/components/forms/AidEligibilityWizard').then((m) => m.AidEligibilityWizard)),
  'deblocage-epargne-salariale': dynamic(() => import('@/components/forms/SavingsReleaseForm').then((m) => m.SavingsReleaseForm)),
  'etude-gratuite': dynamic(() => import('@/components/forms/FreeStudyWizard').then((m) => m.FreeStudyWizard)),
  'combles-maison-phenix': dynamic(() => import('@/components/forms/PhenixForm').then((m) => m.PhenixForm)),
  'devis-configurateur': dynamic(() => import('@/components/forms/QuoteConfiguratorFlow').then((m) => m.QuoteConfiguratorFlow)),
  'landing-faisabilite': dynamic(() => import('@/components/forms/LandingFeasibilityFlow').then((m) => m.LandingFeasibilityFlow)),
}

export function FormOfChoice({ form }: { form: FormChoice }) {
  const Form = forms[form]
  return <Form />
}
