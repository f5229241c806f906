'use client'
import { lazyPart } from '@/blocks/shared/lazyPart'
import type { ComponentType } from 'react'
import { InitialIssuesContext } from '@/forms/shared/InitialIssuesContext'
import type { FieldIssue } from '@/forms/shared/verdict'
import type { FormChoice } from './formChoices'

/**
 * The form a page places, by its name. A client module on purpose: imported from here, each form is
 * a chunk of its own that only a page showing it loads (from a server component, every form would
 * join the scripts of every CMS page). Through lazyPart (React.lazy), not next/dynamic, whose loader and
 * preload were 1.4 KB gzip of every CMS page's scripts, forms or not. The server draws the form inside the
 * page's HTML; the page hydrates once the form's chunk has arrived, and a restored draft stays behind
 * DraftCurtain until its step is back, so nothing moves (forms-resume's layout-shift test).
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

/** `initialIssues`: the server's verdict on the form's first values (initialIssuesOf), drawn before its schema arrives. */
export function FormOfChoice({ form, initialIssues }: { form: FormChoice; initialIssues: readonly FieldIssue[] }) {
  const Form = forms[form]
  return (
    <InitialIssuesContext value={initialIssues}>
      <Form />
    </InitialIssuesContext>
  )
}
