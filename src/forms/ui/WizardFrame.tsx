'use client'

import { ArrowLeft } from '@/components/icons/ArrowLeft'
import clsx from 'clsx'
import type { ReactNode } from 'react'
import { useEffect, useRef } from 'react'
import type { LeadFailure } from '@/forms/shared/leadFailure'
import type { LeadExtras } from '@/forms/shared/useLeadSubmission'
import { FormAlert } from './FormAlert'
import { Honeypot } from './Honeypot'
import { MarketingConsent } from './MarketingConsent'
import { NextButton } from './NextButton'
import { PrivacyNotice } from './PrivacyNotice'
import { SubmitButton } from './SubmitButton'
import { WizardProgress } from './WizardProgress'
import { WIZARD_MOVE_FIELD } from '@/forms/shared/postedStep'

/** On wide screens the button sits right, its "Il manque" line under it. */
const hintPlacement = 'sm:max-w-sm sm:items-end sm:text-right'

const withoutStep = (title: string) => title.replace(/^Étape \d+ sur \d+ – /, '')

type Props = {
  /** 1-based. */
  step: number
  total: number
  heading: string
  children: ReactNode
  canNext: boolean
  /** What keeps Next or the send button disabled ('Il manque : …'); empty when nothing. */
  missing: string
  onPrevious: () => void
  submitLabel: string
  sending: boolean
  failure: LeadFailure | null
  failureMessage: string
  extras: LeadExtras
  /** The aid form brings the page back to the top at each step. */
  scrollToTop?: boolean
}

/**
 * Brings the top of the frame (its "Étape n sur N") just below the sticky header when it is hidden: above
 * the screen, under the header, or too low; at once, so the focus lands on a still page. When it is in view,
 * the page stays where it is.
 */
function bringIntoView(frame: HTMLElement) {
  const headerBottom = document.querySelector('[data-site-header]')?.getBoundingClientRect().bottom ?? 0
  const { top } = frame.getBoundingClientRect()
  const hidden = top < headerBottom || top > window.innerHeight - 80
  if (hidden) window.scrollTo({ top: window.scrollY + top - headerBottom - 16, behavior: 'instant' })
}

/**
 * The frame of a step-by-step form: progress, the step's heading (focused on each change so screen
 * readers and keyboards follow, the step's top brought into view below the sticky header), the step number in the tab title, Previous / Next, and on the last
 * step the consent box and the send button with its failure alert.
 */
export function WizardFrame(props: Props) {
  const {
    step,
    total,
    heading,
    children,
    canNext,
    missing,
    onPrevious,
    submitLabel,
    sending,
    failure,
    failureMessage,
    extras,
    scrollToTop,
  } = props
  const frameRef = useRef<HTMLDivElement>(null)
  const headingRef = useRef<HTMLHeadingElement>(null)
  const shownStep = useRef(step)
  const last = step === total

  useEffect(() => {
    // The page's own title is read each time: Next.js may set it after a client-side navigation.
    document.title = `Étape ${step} sur ${total} – ${withoutStep(document.title)}`
    return () => {
      document.title = withoutStep(document.title)
    }
  }, [step, total])

  useEffect(() => {
    if (shownStep.current === step) return
    shownStep.current = step
    if (scrollToTop) window.scrollTo({ top: 0 })
    else if (frameRef.current) bringIntoView(frameRef.current)
    headingRef.current?.focus({ preventScroll: true })
  }, [step, scrollToTop])

  return (
    <div ref={frameRef} className="space-y-6">
      <WizardProgress step={step} total={total} />
      <h2 ref={headingRef} tabIndex={-1} data-focus-target className="text-xl font-bold text-brand-900 outline-none sm:text-2xl">
        {heading}
      </h2>
      <div className="space-y-6">{children}</div>
      <div className="relative space-y-5 border-t border-slate-200 pt-6">
        {last && (
          <>
            <Honeypot value={extras.website} onChange={extras.setWebsite} />
            <MarketingConsent checked={extras.marketingConsent} onChange={extras.setMarketingConsent} />
          </>
        )}
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-start sm:justify-between">
          <button
            // Without scripts the browser posts it: the server draws the step before, answers kept.
            type="submit"
            name={WIZARD_MOVE_FIELD}
            value="previous"
            formNoValidate
            onClick={(event) => {
              event.preventDefault()
              onPrevious()
            }}
            disabled={step === 1 || sending}
            className="inline-flex min-h-12 items-center justify-center gap-2 rounded-lg border border-slate-300 bg-white px-5 py-3 text-base font-semibold text-slate-700 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-50"
          >
            <ArrowLeft aria-hidden className="h-4 w-4" />
            Précédent
          </button>
          {last ? (
            <SubmitButton
              label={submitLabel}
              sending={sending}
              disabled={!canNext}
              missing={missing}
              wrapperClassName={hintPlacement}
              postsWithoutScripts
            />
          ) : (
            <NextButton disabled={!canNext} missing={missing} className={clsx('flex flex-col gap-2', hintPlacement)} />
          )}
        </div>
        {last && <FormAlert failure={failure} fallback={failureMessage} />}
        <PrivacyNotice />
      </div>
    </div>
  )
}
