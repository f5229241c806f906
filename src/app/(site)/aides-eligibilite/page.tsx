import type { Metadata } from 'next'
import { AidEligibilityWizard } from '@/components/forms/AidEligibilityWizard'
import { FormCard } from '@/components/forms/FormCard'
import { FormPageHero } from '@/components/forms/FormPageHero'
import { Container } from '@/components/ui/Container'

export const metadata: Metadata = {
  title: 'Test d’éligibilité aux aides',
  description:
    "MaPrimeRénov', Prime Énergie, éco-PTZ, TVA à 5,5 %, chèque énergie : découvrez en 3 minutes les aides auxquelles votre projet a droit.",
  alternates: { canonical: '/aides-eligibilite' },
}

export default function AidEligibilityPage() {
  return (
    <>
      <FormPageHero
        eyebrow="Subventions · 3 minutes"
        title="À quelles aides avez-vous droit ?"
        intro="Cinq questions pour estimer les aides de votre projet de rénovation : jusqu’à 8500€ d’aides cumulées."
      />
      <Container className="max-w-3xl pb-16">
        <FormCard>
          <AidEligibilityWizard />
        </FormCard>
      </Container>
    </>
  )
}
