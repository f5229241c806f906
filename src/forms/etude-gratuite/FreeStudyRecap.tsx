'use client'

import { CircleCheck } from '@/components/icons/CircleCheck'
import { freeStudyForm } from './definition'
import { freeStudySchema } from './schema'
import { studyRecap } from './recap'
import { useSavedAnswers } from '@/forms/shared/useSavedAnswers'
import type { StoredLead } from '@/forms/shared/storedLeadAddress'
import { ButtonLink } from '@/components/ui/ButtonLink'
import { Container } from '@/components/ui/Container'
import { ResultsLoading } from '@/forms/ui/ResultsLoading'
import { NextSteps } from '@/forms/ui/NextSteps'
import { VisitOffer } from '@/appointments/ui/VisitOffer'
import { VisitOfferIcon } from '@/appointments/ui/VisitOfferIcon'
import { useCompanyFigures } from '@/components/company/CompanyFigures'

/** What follows the request, with the company's call-back and quote delays (site settings). */
const nextStepsOf = (callBack: string, quote: string) => [
  { title: 'Analyse de votre demande', text: 'Un expert étudie vos réponses et prépare une première estimation.' },
  { title: 'Appel de votre conseiller', text: `Sous ${callBack}, pour préciser vos besoins et vos contraintes.` },
  { title: 'Visite technique gratuite', text: 'Relevé de mesures et vérification de la structure sur place.' },
  { title: 'Devis détaillé', text: `Sous ${quote} après la visite : une proposition chiffrée, avec les aides auxquelles vous avez droit.` },
]

/** /etude-gratuite/resultats: the visitor's answers in words and what happens next. */
export function FreeStudyRecap({ stored = null }: { stored?: StoredLead | null }) {
  const answers = useSavedAnswers(freeStudyForm, freeStudySchema, stored)
  const figures = useCompanyFigures()
  const nextSteps = nextStepsOf(figures['delai-rappel'], figures['delai-devis'])
  if (!answers) return <ResultsLoading />
  return (
    <Container className="max-w-4xl py-12 sm:py-16">
      <div className="text-center">
        <CircleCheck aria-hidden className="mx-auto h-14 w-14 text-brand-600" />
        <h1 className="mt-4 text-3xl font-bold tracking-tight text-brand-900 sm:text-4xl">
          Merci {answers.name}, votre demande est bien reçue
        </h1>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-slate-600">
          Voici le récapitulatif de votre projet. Votre étude personnalisée vous sera envoyée à {answers.email}.
        </p>
      </div>
      <VisitOffer icon={<VisitOfferIcon />} bookingToken={stored?.bookingToken} />
      <div className="mt-10 grid gap-6 lg:grid-cols-2">
        <section aria-labelledby="recapitulatif" className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
          <h2 id="recapitulatif" className="text-lg font-semibold text-brand-900">
            Votre projet
          </h2>
          <dl className="mt-4 divide-y divide-slate-100">
            {studyRecap(answers).map((line) => (
              <div key={line.label} className="flex justify-between gap-4 py-2.5 text-sm">
                <dt className="text-slate-600">{line.label}</dt>
                <dd className="text-right font-semibold text-slate-900">{line.value}</dd>
              </div>
            ))}
          </dl>
        </section>
        <NextSteps steps={nextSteps} className="rounded-2xl bg-brand-50 p-6" badgeClassName="bg-white" />
      </div>
      <div className="mt-10 flex flex-col justify-center gap-3 sm:flex-row">
        <ButtonLink href="/contact">Contacter un conseiller</ButtonLink>
        <ButtonLink href="/plans-et-inspirations" variant="secondary">
          Voir nos réalisations
        </ButtonLink>
      </div>
    </Container>
  )
}
