import type { Metadata } from 'next'
import { FeasibilityResults } from '@/forms/faisabilite/FeasibilityResults'
import { pageMetadata } from '@/components/seo/pageMetadata'
import { storedLead } from '@/forms/storedLead'
import { STORED_LEAD_PARAM } from '@/forms/shared/storedLeadAddress'

export const metadata: Metadata = pageMetadata('/faisabilite/resultats', {
  title: 'Résultat de votre analyse de faisabilité',
  robots: { index: false },
})

/** Drawn in the browser from the answers this tab saved, or by the server from the stored lead its address names. */
export default async function FeasibilityResultsPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>
}) {
  const { [STORED_LEAD_PARAM]: bookingToken } = await searchParams
  return <FeasibilityResults stored={await storedLead('faisabilite', bookingToken)} />
}
