import type { Metadata } from 'next'
import { FreeStudyRecap } from '@/forms/etude-gratuite/FreeStudyRecap'
import { pageMetadata } from '@/components/seo/pageMetadata'
import { storedLead } from '@/forms/storedLead'
import { STORED_LEAD_PARAM } from '@/forms/shared/storedLeadAddress'

export const metadata: Metadata = pageMetadata('/etude-gratuite/resultats', {
  title: 'Votre demande d’étude gratuite',
  robots: { index: false },
})

/** Drawn in the browser from the answers this tab saved, or by the server from the stored lead its address names. */
export default async function FreeStudyResultsPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>
}) {
  const { [STORED_LEAD_PARAM]: bookingToken } = await searchParams
  return <FreeStudyRecap stored={await storedLead('etude-gratuite', bookingToken)} />
}
