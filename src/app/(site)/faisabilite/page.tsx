import type { Metadata } from 'next'
import { FeasibilityFlow } from '@/components/forms/FeasibilityFlow'
import { FormCard } from '@/components/forms/FormCard'
import { FormPageHero } from '@/components/forms/FormPageHero'
import { Container } from '@/components/ui/Container'

export const metadata: Metadata = {
  title: 'Analyse de faisabilité gratuite',
  description: 'Vos combles sont-ils aménageables ? Analyse de faisabilité gratuite en 2 minutes : potentiel, plus-value, budget et délai.',
  alternates: { canonical: '/faisabilite' },
}

export default function FeasibilityPage() {
  return (
    <>
      <FormPageHero eyebrow="Gratuit · 2 minutes" title="Analyse de faisabilité de votre projet" />
      <Container className="max-w-3xl pb-16">
        <FormCard>
          <FeasibilityFlow />
        </FormCard>
      </Container>
    </>
  )
}
