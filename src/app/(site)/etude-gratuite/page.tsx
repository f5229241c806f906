import type { Metadata } from 'next'
import { FormCard } from '@/components/forms/FormCard'
import { FormPageHero } from '@/components/forms/FormPageHero'
import { FreeStudyWizard } from '@/components/forms/FreeStudyWizard'
import { Container } from '@/components/ui/Container'

export const metadata: Metadata = {
  title: 'Étude gratuite de votre projet',
  description:
    'Combles, extension, véranda ou fenêtres de toit : décrivez votre projet en 5 minutes et recevez une étude personnalisée, gratuite et sans engagement.',
  alternates: { canonical: '/etude-gratuite' },
}

export default function FreeStudyPage() {
  return (
    <>
      <FormPageHero
        eyebrow="Gratuit et sans engagement"
        title="Votre étude personnalisée en 5 minutes"
        intro="Quelques questions sur votre projet : un expert prépare votre étude et vous remet un devis détaillé sous 24h."
      />
      <Container className="max-w-3xl pb-16">
        <FormCard>
          <FreeStudyWizard />
        </FormCard>
      </Container>
    </>
  )
}
