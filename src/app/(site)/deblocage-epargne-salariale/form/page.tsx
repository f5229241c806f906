import type { Metadata } from 'next'
import { FormCard } from '@/components/forms/FormCard'
import { FormPageHero } from '@/components/forms/FormPageHero'
import { SavingsReleaseForm } from '@/components/forms/SavingsReleaseForm'
import { Container } from '@/components/ui/Container'

export const metadata: Metadata = {
  title: 'Débloquer mon épargne salariale',
  description: 'Vérifiez gratuitement sous 24-48h si votre épargne salariale peut financer vos travaux de combles ou d’extension.',
  alternates: { canonical: '/deblocage-epargne-salariale/form' },
}

export default function SavingsReleaseFormPage() {
  return (
    <>
      <FormPageHero
        eyebrow="Financement"
        title="Vérifiez votre éligibilité au déblocage"
        intro="Nous vérifions votre éligibilité sous 24-48h et vous accompagnons dans les démarches auprès de votre gestionnaire."
      />
      <Container className="max-w-3xl pb-16">
        <FormCard>
          <SavingsReleaseForm />
        </FormCard>
      </Container>
    </>
  )
}
