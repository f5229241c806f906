import type { Metadata } from 'next'
import { FeasibilityResults } from '@/components/forms/FeasibilityResults'

export const metadata: Metadata = {
  title: 'Résultat de votre analyse de faisabilité',
  robots: { index: false },
}

export default function FeasibilityResultsPage() {
  return <FeasibilityResults />
}
