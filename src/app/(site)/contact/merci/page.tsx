import type { Metadata } from 'next'
import { ThankYou } from '@/components/forms/ThankYou'
import { getSiteSettings } from '@/data/content'

export const metadata: Metadata = {
  title: 'Message envoyé',
  description: 'Merci pour votre message : nous vous répondons sous 24h-48h.',
  robots: { index: false },
}

export default async function ContactThanksPage() {
  const site = await getSiteSettings()
  return (
    <ThankYou
      title="Merci pour votre message !"
      intro="Nous l’avons bien reçu. Un conseiller vous répond sous 24h-48h."
      phone={site.phone}
      email={site.email}
      hours={`Par téléphone : ${site.hours}`}
    />
  )
}
