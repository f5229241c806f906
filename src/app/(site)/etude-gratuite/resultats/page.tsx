import type { Metadata } from 'next'
import { FreeStudyRecap } from '@/components/forms/FreeStudyRecap'

export const metadata: Metadata = {
  title: 'Votre demande d’étude gratuite',
  robots: { index: false },
}

export default function FreeStudyResultsPage() {
  return <FreeStudyRecap />
}
