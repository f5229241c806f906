import type { Metadata } from 'next'
import { AidResults } from '@/forms/aides-eligibilite/AidResults'
import { pageMetadata } from '@/components/seo/pageMetadata'
import { storedLead } from '@/forms/storedLead'
import { STORED_LEAD_PARAM } from '@/forms/shared/storedLeadAddress'

export const metadata: Metadata = pageMetadata('/aides-eligibilite/resultats', {
  title: 'Vos aides pour votre projet',
  robots: { index: false },
})

/** Drawn in the browser from the answers this tab saved, or by the server from the stored lead its address names. */
export default async function AidResultsPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { [STORED_LEAD_PARAM]: bookingToken } = await searchParams
  return <AidResults stored={await storedLead('aides-eligibilite', bookingToken)} />
}
