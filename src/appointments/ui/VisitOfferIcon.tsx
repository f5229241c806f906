import { CalendarCheck } from '@/components/icons/CalendarCheck'

/** The home visit offer's pictogram (VisitOffer). */
export function VisitOfferIcon() {
  return <CalendarCheck aria-hidden className="mx-auto h-10 w-10 text-brand-600" />
}
