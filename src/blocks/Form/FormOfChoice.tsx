'use client'
import type { ComponentType } from 'react'
import { lazyPart } from '../shared/lazyPart'
import type { FormChoice } from './formChoices'

/**
 * The form a page places, by its name. A client module on purpose: imported from here, each form is
 * a chunk of its own that only a page showing it loads (from a server component, every form would
 * join the scripts of every CMS page). Through lazyPart, not next/dynamic, whose loader would be in
 * every CMS page's scripts; the server still draws the form whole, and it takes input once hydrated
 * (its `data-ready`).
 */
const forms: Record<FormChoice, ComponentType> = {
  contact: lazyPart(() => import('@/forms/contact/ContactForm').then((m) => m.ContactForm)),
  faisabilite: lazyPart(() => import('@/forms/faisabilite/FeasibilityFlow').then((m) => m.FeasibilityFlow)),
  'optimisation-espace': lazyPart(() => import('@/forms/optimisation-espace/OptimisationForm').then((m) => m.OptimisationForm)),
  'aides-eligibilite': lazyPart(() => import('@/forms/aides-eligibilite/AidEligibilityWizard').then((m) => m.AidEligibilityWizard)),
  'deblocage-epargne-salariale': lazyPart(() =>
    import('@/forms/deblocage-epargne-salariale/SavingsReleaseForm').then((m) => m.SavingsReleaseForm),
  ),
  'etude-gratuite': lazyPart(() => import('@/forms/etude-gratuite/FreeStudyWizard').then((m) => m.FreeStudyWizard)),
  'combles-maison-phenix': lazyPart(() => import('@/forms/combles-maison-phenix/PhenixForm').then((m) => m.PhenixForm)),
  'devis-configurateur': lazyPart(() => import('@/forms/devis-configurateur/QuoteConfiguratorFlow').then((m) => m.QuoteConfiguratorFlow)),
  'landing-faisabilite': lazyPart(() => import('@/forms/landing-faisabilite/LandingFeasibilityFlow').then((m) => m.LandingFeasibilityFlow)),
}

export function FormOfChoice({ form }: { form: FormChoice }) {
  const Form = forms[form]
  return <Form />
}
