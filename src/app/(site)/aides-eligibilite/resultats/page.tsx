import type { Metadata } from 'next'
import { AidResults } from '@/components/forms/AidResults'

export const metadata: Metadata = {
  title: 'Vos aides pour votre projet',
  robots: { index: false },
}

export default function AidResultsPage() {
  return <AidResults />
}
