'use client'

import { BadgeCheck } from '@/components/icons/BadgeCheck'
import { Percent } from '@/components/icons/Percent'
import { PiggyBank } from '@/components/icons/PiggyBank'
import { RotateCcw } from '@/components/icons/RotateCcw'
import { useRouter } from 'next/navigation'
import clsx from 'clsx'
import { useEffect, useState } from 'react'
import { aidEligibilityForm } from './definition'
import { aidEligibilitySchema } from './schema'
import { clearAnswers } from '@/forms/shared/savedAnswers'
import { useSavedAnswers } from '@/forms/shared/useSavedAnswers'
import type { StoredLead } from '@/forms/shared/storedLeadAddress'
import { computeAids, directSubsidyDisplay, directSubsidyTotal, eligibleCount, isEcoLoanOpen, reducedVatTile } from './aidEligibility'
import { ButtonLink } from '@/components/ui/ButtonLink'
import { Container } from '@/components/ui/Container'
import { AidCard } from './AidCard'
import { ResultsLoading } from '@/forms/ui/ResultsLoading'

/** A short pause so the visitor sees that the answers are being worked on. */
const CALCULATION_DELAY_MS = 900

/** /aides-eligibilite/resultats: the aids computed from the saved answers. */
export function AidResults({ stored = null }: { stored?: StoredLead | null }) {
  const router = useRouter()
  const answers = useSavedAnswers(aidEligibilityForm, aidEligibilitySchema, stored)
  // Drawn by the server (posted without scripts), the results show at once: no script would end the pause.
  const [calculated, setCalculated] = useState(stored !== null)

  useEffect(() => {
    if (!answers) return
    const timer = window.setTimeout(() => setCalculated(true), CALCULATION_DELAY_MS)
    return () => window.clearTimeout(timer)
  }, [answers])

  if (!answers || !calculated) return <ResultsLoading label="Calcul de vos aides en cours..." />

  const aids = computeAids(answers)
  const count = eligibleCount(aids)
  const total = directSubsidyDisplay(directSubsidyTotal(answers), isEcoLoanOpen(aids))
  const vat = reducedVatTile(aids)

  function restart() {
    clearAnswers(aidEligibilityForm.savedAnswers)
    router.push(aidEligibilityForm.pages.form)
  }

  // The VAT tile only repeats an eligible VAT card: shown beside a 'Non éligible' card it would contradict it.
  const tiles = [
    { icon: BadgeCheck, value: String(count), caption: count > 1 ? 'Aides accessibles' : 'Aide accessible' },
    { icon: PiggyBank, ...total },
    ...(vat ? [{ icon: Percent, ...vat }] : []),
  ]

  return (
    <Container className="max-w-5xl py-12 sm:py-16">
      <div className="text-center">
        <h1 className="text-3xl font-bold tracking-tight text-brand-900 sm:text-4xl">Vos aides pour votre projet</h1>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-slate-600">
          Estimation selon vos réponses. Un conseiller vérifie votre dossier et vous aide à monter les demandes.
        </p>
      </div>
      <ul className={clsx('mt-10 grid gap-4', tiles.length === 3 ? 'sm:grid-cols-3' : 'sm:grid-cols-2')} aria-label="Synthèse">
        {tiles.map(({ icon: Icon, value, caption, detail }) => (
          <li key={caption} className="rounded-2xl bg-brand-900 p-6 text-center text-white">
            <Icon aria-hidden className="mx-auto h-7 w-7 text-accent-300" />
            <p className="mt-3 text-3xl font-bold">{value}</p>
            <p className="mt-1 text-sm text-brand-100">{caption}</p>
            {detail && <p className="mt-1 text-xs text-brand-200">{detail}</p>}
          </li>
        ))}
      </ul>
      <section aria-labelledby="detail-aides" className="mt-12">
        <h2 id="detail-aides" className="text-2xl font-bold text-brand-900">
          Le détail des aides
        </h2>
        <ul className="mt-6 space-y-4">
          {aids.map((aid) => (
            <AidCard key={aid.id} aid={aid} />
          ))}
        </ul>
      </section>
      <div className="mt-12 flex flex-col flex-wrap justify-center gap-3 sm:flex-row">
        <ButtonLink href="/etude-gratuite">Demander mon étude gratuite</ButtonLink>
        <ButtonLink href="/contact" variant="secondary">
          Parler à un conseiller
        </ButtonLink>
        <ButtonLink href="/plans-et-inspirations" variant="secondary">
          Voir nos réalisations
        </ButtonLink>
        <button
          type="button"
          onClick={restart}
          className="inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-5 py-2.5 text-sm font-semibold text-slate-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
        >
          <RotateCcw aria-hidden className="h-4 w-4" /> Refaire le test
        </button>
      </div>
    </Container>
  )
}
