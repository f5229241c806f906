import type { Metadata } from 'next'
import { ThankYou } from '@/components/forms/ThankYou'
import { getSiteSettings } from '@/data/content'

export const metadata: Metadata = {
  title: 'Demande de déblocage reçue',
  robots: { index: false },
}

const steps = [
  { title: 'Vérification de votre éligibilité', text: 'Sous 24-48h, un conseiller vous rappelle pour vérifier votre cas de déblocage.' },
  {
    title: 'Devis et pièces justificatives',
    text: 'Nous vous remettons le devis et la liste des documents à fournir à votre gestionnaire.',
  },
  { title: 'Déblocage des fonds', text: 'Les fonds sont versés en 3 à 6 semaines après réception d’un dossier complet.' },
] as const

export default async function SavingsReleaseThanksPage() {
  const site = await getSiteSettings()
  return (
    <ThankYou
      title="Merci, votre demande est bien reçue !"
      intro="Un conseiller vérifie votre éligibilité et vous rappelle sous 24-48h."
      steps={steps}
      phone={site.phone}
      email={site.email}
      hours={`Par téléphone : ${site.hours}`}
    />
  )
}
