import type { Metadata } from 'next'
import { FormCard } from '@/components/forms/FormCard'
import { FormPageHero } from '@/components/forms/FormPageHero'
import { OptimisationForm } from '@/components/forms/OptimisationForm'
import { Container } from '@/components/ui/Container'

export const metadata: Metadata = {
  title: 'Optimiser mon espace : le formulaire',
  description: 'Décrivez votre espace actuel et vos envies : nous estimons la surface à gagner, la plus-value et le délai.',
  alternates: { canonical: '/optimisation-espace/form' },
}

export default function OptimisationFormPage() {
  return (
    <>
      <FormPageHero eyebrow="Gratuit · 4 minutes" title="Décrivez votre espace" />
      <Container className="max-w-3xl pb-16">
        <FormCard>
          <OptimisationForm />
        </FormCard>
      </Container>
    </>
  )
}
