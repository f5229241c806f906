import type { Metadata } from 'next'
import { FreeStudyRecap } from '@/forms/etude-gratuite/FreeStudyRecap'
import { pageMetadata } from '@/components/seo/pageMetadata'

export const metadata: Metadata = pageMetadata('/etude-gratuite/resultats', {
  title: 'Votre demande d’étude gratuite',
  robots: { index: false },
})

export default function FreeStudyResultsPage() {
  return <FreeStudyRecap />
}
