import type { Metadata } from 'next'
import { LegalPage } from '@/components/blocks/LegalPage'
import { termsOfUse } from '@/content/legal'
import { getSiteSettings } from '@/data/content'

export const revalidate = false

export const metadata: Metadata = {
  title: 'Conditions générales d’utilisation',
  description: 'Conditions générales d’utilisation du site Combles & Extensions du Nord.',
  alternates: { canonical: '/cgu' },
  robots: { index: false, follow: true },
}

export default async function TermsPage() {
  const site = await getSiteSettings()
  return <LegalPage title="Conditions générales d’utilisation" sections={termsOfUse(site)} />
}
