import type { Metadata } from 'next'
import { LandingFeasibilityFlow } from '@/components/forms/LandingFeasibilityFlow'

export const metadata: Metadata = {
  title: 'Analyse de faisabilité de vos combles',
  description: 'Vérifiez en six questions si vos combles sont aménageables : faisabilité, valorisation, budget et délai.',
  alternates: { canonical: '/landing/faisabilite' },
}

export default function LandingFeasibilityPage() {
  return <LandingFeasibilityFlow />
}
