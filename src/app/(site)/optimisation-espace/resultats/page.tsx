import type { Metadata } from 'next'
import { OptimisationResults } from '@/forms/optimisation-espace/OptimisationResults'
import { pageMetadata } from '@/components/seo/pageMetadata'

export const metadata: Metadata = pageMetadata('/optimisation-espace/resultats', {
  title: 'Votre potentiel d’optimisation',
  robots: { index: false },
})

export default function OptimisationResultsPage() {
  return <OptimisationResults />
}
