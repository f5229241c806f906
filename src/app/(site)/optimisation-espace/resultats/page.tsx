import type { Metadata } from 'next'
import { OptimisationResults } from '@/forms/optimisation-espace/OptimisationResults'
import { pageMetadata } from '@/components/seo/pageMetadata'
import { storedLead } from '@/forms/storedLead'
import { STORED_LEAD_PARAM } from '@/forms/shared/storedLeadAddress'

export const metadata: Metadata = pageMetadata('/optimisation-espace/resultats', {
  title: 'Votre potentiel d’optimisation',
  robots: { index: false },
})

/** Drawn in the browser from the answers this tab saved, or by the server from the stored lead its address names. */
export default async function OptimisationResultsPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>
}) {
  const { [STORED_LEAD_PARAM]: bookingToken } = await searchParams
  return <OptimisationResults stored={await storedLead('optimisation-espace', bookingToken)} />
}
