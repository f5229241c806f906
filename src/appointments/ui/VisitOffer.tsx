'use client'

import { useSyncExternalStore, type ReactNode } from 'react'
import { buttonClass } from '@/components/ui/buttonClass'
import { readVisitToken, visitPageUrl } from './visitToken'

const noSubscription = () => () => undefined

/**
 * After a free study, a feasibility check or a contact request: the offer to book the free home visit
 * at once, with the lead's token kept in this tab or given by the server. Without a token (another tab, storage refused) it
 * shows nothing: the page's callback promise stands. Its pictogram comes drawn from the caller (VisitOfferIcon), so a
 * thank-you page, where the server draws it, loads no pictogram code for it.
 */
export function VisitOffer({ icon, bookingToken = null }: { icon: ReactNode; bookingToken?: string | null }) {
  const remembered = useSyncExternalStore(noSubscription, readVisitToken, () => null)
  // The server's token (a form posted without scripts) or the one this tab kept.
  const token = bookingToken ?? remembered
  if (!token) return null
  return (
    <section aria-labelledby="visite-gratuite" className="mt-10 rounded-2xl border border-brand-200 bg-white p-6 text-center shadow-sm">
      {icon}
      <h2 id="visite-gratuite" className="mt-3 text-xl font-semibold text-brand-900">
        Votre visite technique gratuite, quand vous voulez
      </h2>
      <p className="mx-auto mt-2 max-w-xl text-slate-600">
        Sans attendre notre appel, choisissez le moment où un conseiller passe chez vous, dans les 14 prochains jours.
      </p>
      <a href={visitPageUrl(token)} className={buttonClass('primary', 'mt-5')}>
        Choisir un créneau pour votre visite gratuite
      </a>
    </section>
  )
}
