import type { Metadata } from 'next'
import { QuoteConfiguratorFlow } from '@/components/forms/QuoteConfiguratorFlow'

export const metadata: Metadata = {
  title: 'Estimez le budget de vos combles',
  description:
    'Configurez votre projet (surface, finitions, contraintes) et recevez un devis détaillé sous 24h, gratuit et sans engagement.',
  alternates: { canonical: '/landing/budget' },
}

export default function LandingBudgetPage() {
  return <QuoteConfiguratorFlow />
}
