import { CircleCheck } from 'lucide-react'
import type { ReactNode } from 'react'
import { BackLinks } from '@/components/ui/BackLinks'
import { ContactLinks } from '@/components/ui/ContactLinks'
import { Container } from '@/components/ui/Container'
import { NextSteps } from './NextSteps'

type Props = {
  title: string
  intro: ReactNode
  steps?: readonly { title: string; text: string }[]
  phone: string
  email: string
  hours: string
}

/** A thank-you page: what happens next, how to reach us meanwhile, and where to go on. */
export function ThankYou({ title, intro, steps, phone, email, hours }: Props) {
  return (
    <Container className="max-w-3xl py-14 sm:py-20">
      <div className="text-center">
        <CircleCheck aria-hidden className="mx-auto h-14 w-14 text-brand-600" />
        <h1 className="mt-4 text-3xl font-bold tracking-tight text-brand-900 sm:text-4xl">{title}</h1>
        <p className="mx-auto mt-4 max-w-xl text-lg text-slate-600">{intro}</p>
      </div>
      {steps && steps.length > 0 && (
        <NextSteps
          steps={steps}
          className="mt-10 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
          badgeClassName="bg-brand-100"
        />
      )}
      <section aria-labelledby="nous-joindre" className="mt-8 rounded-2xl bg-brand-50 p-6">
        <h2 id="nous-joindre" className="text-lg font-semibold text-brand-900">
          Une question en attendant ?
        </h2>
        <p className="mt-1 text-sm text-slate-600">{hours}</p>
        <ContactLinks phone={phone} email={email} className="mt-4 flex flex-col gap-3 sm:flex-row sm:gap-8" />
      </section>
      <BackLinks className="mt-10 flex flex-col justify-center gap-3 sm:flex-row" />
    </Container>
  )
}
