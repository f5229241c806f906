'use client'

import type { ReactNode } from 'react'
import type { LeadFailure } from '@/forms/shared/leadFailure'
import type { LeadExtras } from '@/forms/shared/useLeadSubmission'
import { FormAlert } from './FormAlert'
import { Honeypot } from './Honeypot'
import { MarketingConsent } from './MarketingConsent'
import { PrivacyNotice } from './PrivacyNotice'

/** What closes every lead form: the consent box, the buttons, the failure alert beside them, the notice. */
export function FormFooter({
  extras,
  failure,
  failureMessage,
  children,
}: {
  extras: LeadExtras
  failure: LeadFailure | null
  failureMessage: string
  children: ReactNode
}) {
  return (
    <div className="relative space-y-5">
      <Honeypot value={extras.website} onChange={extras.setWebsite} />
      <MarketingConsent checked={extras.marketingConsent} onChange={extras.setMarketingConsent} />
      <div className="flex flex-col gap-3">{children}</div>
      <FormAlert failure={failure} fallback={failureMessage} />
      <PrivacyNotice />
    </div>
  )
}
