import type { Metadata } from 'next'
import { FeasibilityResults } from '@/forms/faisabilite/FeasibilityResults'
import { pageMetadata } from '@/components/seo/pageMetadata'

export const metadata: Metadata = pageMetadata('/faisabilite/resultats', {
  title: 'Résultat de votre analyse de faisabilité',
  robots: { index: false },
})

export default function FeasibilityResultsPage() {
  return <FeasibilityResults />
}
