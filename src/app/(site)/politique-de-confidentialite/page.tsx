import type { Metadata } from 'next'
import { LegalPage } from '@/components/blocks/LegalPage'
import { privacyPolicy } from '@/content/legal'
import { getSiteSettings } from '@/data/content'

export const revalidate = false

export const metadata: Metadata = {
  title: 'Politique de confidentialité',
  description: 'Politique de confidentialité du site Combles & Extensions du Nord.',
  alternates: { canonical: '/politique-de-confidentialite' },
  robots: { index: false, follow: true },
}

export default async function PrivacyPage() {
  const site = await getSiteSettings()
  return <LegalPage title="Politique de confidentialité" sections={privacyPolicy(site)} />
}
