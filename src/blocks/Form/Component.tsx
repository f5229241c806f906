import dynamic from 'next/dynamic'
import type { ComponentType } from 'react'
import { ContactDetails } from '@/components/forms/ContactDetails'
import { FormCard } from '@/components/forms/FormCard'
import { Container } from '@/components/ui/Container'
import { getSiteSettings } from '@/data/content'
import type { FormBlock } from '@/payload-types'
import type { FormChoice } from './formChoices'

// Each form is its own chunk: a page loads the code of the form it shows, never the other seven.
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

export async function FormBlockComponent({ block }: { block: FormBlock }) {
  const Form = forms[block.form]
  const anchor = block.anchor ?? undefined
  // A full-page form draws its own heading, steps and layout.
  if (block.frame === 'page') {
    return anchor ? (
      <div id={anchor} className="scroll-mt-24">
        <Form />
      </div>
    ) : (
      <Form />
    )
  }
  const card = (
    <FormCard>
      {block.title && <h2 className="mb-6 text-xl font-bold text-brand-900">{block.title}</h2>}
      <Form />
    </FormCard>
  )
  if (!block.contactDetails) {
    return (
      <div id={anchor} className="scroll-mt-24">
        <Container className="max-w-3xl pb-16">{card}</Container>
      </div>
    )
  }
  const site = await getSiteSettings()
  return (
    <div id={anchor} className="scroll-mt-24">
      <Container className="grid gap-10 pb-16 lg:grid-cols-[1fr_22rem]">
        {card}
        <ContactDetails phone={site.phone} email={site.email} address={site.address} hours={site.hours} agencies={site.agencies} />
      </Container>
    </div>
  )
}
