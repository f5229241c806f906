import type { Metadata } from 'next'
import { LegalPage } from '@/components/blocks/LegalPage'
import { legalNotice } from '@/content/legal'
import { getSiteSettings } from '@/data/content'

export const revalidate = false

export const metadata: Metadata = {
  title: 'Mentions légales',
  description: 'Mentions légales du site Combles & Extensions du Nord.',
  alternates: { canonical: '/mentions-legales' },
  robots: { index: false, follow: true },
}

export default async function LegalNoticePage() {
  const site = await getSiteSettings()
  return <LegalPage title="Mentions légales" sections={legalNotice(site)} />
}
