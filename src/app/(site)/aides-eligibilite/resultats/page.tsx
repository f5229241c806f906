import type { Metadata } from 'next'
import { AidResults } from '@/forms/aides-eligibilite/AidResults'
import { pageMetadata } from '@/components/seo/pageMetadata'

export const metadata: Metadata = pageMetadata('/aides-eligibilite/resultats', {
  title: 'Vos aides pour votre projet',
  robots: { index: false },
})

export default function AidResultsPage() {
  return <AidResults />
}
