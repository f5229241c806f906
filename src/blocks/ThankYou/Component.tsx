import { CircleCheck } from '@/components/icons/CircleCheck'
import { Clock } from '@/components/icons/Clock'
import { Phone } from '@/components/icons/Phone'
import { BackLinks } from '@/components/ui/BackLinks'
import { ContactLinks } from '@/components/ui/ContactLinks'
import { Container } from '@/components/ui/Container'
import { getSiteSettings } from '@/data/content'
import { NextSteps } from '@/forms/ui/NextSteps'
import { VisitOffer } from '@/appointments/ui/VisitOffer'
import { VisitOfferIcon } from '@/appointments/ui/VisitOfferIcon'
import type { ThankYouBlock } from '@/payload-types'
import { telHref } from '@/rules/telHref'

/**
 * A thank-you page: what happens next, the free visit to book at once, how to reach us meanwhile, and where to go on. For a call-back request,
 * a short one: the promise, then the phone number to call meanwhile.
 */
export async function ThankYouBlockComponent({ block }: { block: ThankYouBlock }) {
  const site = await getSiteSettings()
  if (block.variant === 'callback')
    return (
      <Container className="py-16 text-center sm:py-24">
        <CircleCheck aria-hidden className="mx-auto h-16 w-16 text-brand-500" />
        <h1 className="mt-6 text-3xl font-bold text-brand-900 sm:text-4xl">{block.title}</h1>
        <p className="mx-auto mt-4 max-w-xl text-lg text-slate-700">{block.intro}</p>
        <div className="mx-auto mt-8 max-w-md rounded-2xl bg-brand-50 p-6 text-left">
          <p className="flex items-center gap-2 font-semibold text-brand-900">
            <Phone aria-hidden className="h-5 w-5 text-brand-600" /> Une question d’ici là ?
          </p>
          <a href={telHref(site.phone)} className="mt-2 block text-xl font-bold text-brand-700">
            {site.phone}
          </a>
          <p className="mt-1 flex items-center gap-2 text-sm text-slate-600">
            <Clock aria-hidden className="h-4 w-4" /> Du lundi au vendredi, 8h-18h
          </p>
        </div>
        <BackLinks className="mt-8 flex flex-col justify-center gap-3 sm:flex-row" />
      </Container>
    )
  const steps = block.steps ?? []
  return (
    <Container className="max-w-3xl py-14 sm:py-20">
      <div className="text-center">
        <CircleCheck aria-hidden className="mx-auto h-14 w-14 text-brand-600" />
        <h1 className="mt-4 text-3xl font-bold tracking-tight text-brand-900 sm:text-4xl">{block.title}</h1>
        <p className="mx-auto mt-4 max-w-xl text-lg text-slate-600">{block.intro}</p>
      </div>
      {steps.length > 0 && (
        <NextSteps
          steps={steps}
          className="mt-10 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
          badgeClassName="bg-brand-100"
        />
      )}
      {/* After a request sent from this tab: book the free visit at once (nothing otherwise). */}
      <VisitOffer icon={<VisitOfferIcon />} />
      {/* Sent without scripts, the tab keeps no booking link: the receipt e-mail carries it. */}
      <noscript>
        <p className="mt-10 rounded-2xl border border-brand-200 bg-white p-6 text-center text-slate-700" data-testid="visit-offer-by-mail">
          Votre visite technique gratuite, quand vous voulez : le lien pour choisir son créneau vous arrive par e-mail avec le récapitulatif
          de votre demande.
        </p>
      </noscript>
      <section aria-labelledby="nous-joindre" className="mt-8 rounded-2xl bg-brand-50 p-6">
        <h2 id="nous-joindre" className="text-lg font-semibold text-brand-900">
          Une question en attendant ?
        </h2>
        <p className="mt-1 text-sm text-slate-600">{`Par téléphone : ${site.hours}`}</p>
        <ContactLinks phone={site.phone} email={site.email} className="mt-4 flex flex-col gap-3 sm:flex-row sm:gap-8" />
      </section>
      <BackLinks className="mt-10 flex flex-col justify-center gap-3 sm:flex-row" />
    </Container>
  )
}
