import { CheckCircle2, Clock, Phone } from 'lucide-react'
import { BackLinks } from '@/components/ui/BackLinks'
import { Container } from '@/components/ui/Container'
import { telHref } from '@/rules/telHref'

/** A short thank-you page for a call-back request: the promise, then the phone number to call meanwhile. */
export function CallbackThanks({ title, intro, phone }: { title: string; intro: string; phone: string }) {
  return (
    <Container className="py-16 text-center sm:py-24">
      <CheckCircle2 aria-hidden className="mx-auto h-16 w-16 text-brand-500" />
      <h1 className="mt-6 text-3xl font-bold text-brand-900 sm:text-4xl">{title}</h1>
      <p className="mx-auto mt-4 max-w-xl text-lg text-slate-700">{intro}</p>
      <div className="mx-auto mt-8 max-w-md rounded-2xl bg-brand-50 p-6 text-left">
        <p className="flex items-center gap-2 font-semibold text-brand-900">
          <Phone aria-hidden className="h-5 w-5 text-brand-600" /> Une question d’ici là ?
        </p>
        <a href={telHref(phone)} className="mt-2 block text-xl font-bold text-brand-700">
          {phone}
        </a>
        <p className="mt-1 flex items-center gap-2 text-sm text-slate-600">
          <Clock aria-hidden className="h-4 w-4" /> Du lundi au vendredi, 8h-18h
        </p>
      </div>
      <BackLinks className="mt-8 flex flex-col justify-center gap-3 sm:flex-row" />
    </Container>
  )
}
