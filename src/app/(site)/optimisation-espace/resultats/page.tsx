import type { Metadata } from 'next'
import { OptimisationResults } from '@/components/forms/OptimisationResults'

export const metadata: Metadata = {
  title: 'Votre potentiel d’optimisation',
  robots: { index: false },
}

export default function OptimisationResultsPage() {
  return <OptimisationResults />
}
