'use client'
import dynamic from 'next/dynamic'
import type { ComponentType } from 'react'
import { InitialIssuesContext } from '@/forms/shared/InitialIssuesContext'
import type { FieldIssue } from '@/forms/shared/verdict'
import type { FormChoice } from './formChoices'

/**
 * The form a page places, by its name. A client module on purpose: imported from here, each form is
 * a chunk of its own that only a page showing it loads (from a server component, every form would
 * join the scripts of every CMS page). Through next/dynamic, not React.lazy (lazyPart): its loader costs every
 * CMS page 1.4 KB, but the page's HTML preloads the form's chunk. Fetched only once hydration reached it, the form
 * put a restored draft's step back after the first paint, and the footer moved (forms-resume's layout-shift test).
 */
const forms: Record<FormChoice, ComponentType> = {
  contact: dynamic(() => import('@/forms/contact/ContactForm').then((m) => m.ContactForm)),
  faisabilite: dynamic(() => import('@/forms/faisabilite/FeasibilityFlow').then((m) => m.FeasibilityFlow)),
  'optimisation-espace': dynamic(() => import('@/forms/optimisation-espace/OptimisationForm').then((m) => m.OptimisationForm)),
  'aides-eligibilite': dynamic(() => import('@/forms/aides-eligibilite/AidEligibilityWizard').then((m) => m.AidEligibilityWizard)),
  'deblocage-epargne-salariale': dynamic(() =>
    import('@/forms/deblocage-epargne-salariale/SavingsReleaseForm').then((m) => m.SavingsReleaseForm),
  ),
  'etude-gratuite': dynamic(() => import('@/forms/etude-gratuite/FreeStudyWizard').then((m) => m.FreeStudyWizard)),
  'combles-maison-phenix': dynamic(() => import('@/forms/combles-maison-phenix/PhenixForm').then((m) => m.PhenixForm)),
  'devis-configurateur': dynamic(() => import('@/forms/devis-configurateur/QuoteConfiguratorFlow').then((m) => m.QuoteConfiguratorFlow)),
  'landing-faisabilite': dynamic(() => import('@/forms/landing-faisabilite/LandingFeasibilityFlow').then((m) => m.LandingFeasibilityFlow)),
}

/** `initialIssues`: the server's verdict on the form's first values (initialIssuesOf), drawn before its schema arrives. */
export function FormOfChoice({ form, initialIssues }: { form: FormChoice; initialIssues: readonly FieldIssue[] }) {
  const Form = forms[form]
  return (
    <InitialIssuesContext value={initialIssues}>
      <Form />
    </InitialIssuesContext>
  )
}
