'use client'

import { useRouter } from 'next/navigation'
import { useRef, useState } from 'react'
import type { LeadFormDefinition } from '../leadForm'
import type { LeadFailure } from './leadFailure'
import { saveAnswers } from './savedAnswers'
import { newSubmissionId } from './submissionId'
import { errorsByAnswer, submitLead } from './submitLead'
import { trackSuccess } from './trackSuccess'
import { rememberVisitToken } from '@/appointments/ui/visitToken'
import { sendAudienceEvent } from '@/audience/client/audienceBeacon'

type Options<Answers> = {
  /** The form's definition: its origin names the lead; once stored, the answers are kept under its key and its success event is pushed. */
  form: Pick<LeadFormDefinition, 'origin' | 'successEvent' | 'savedAnswers'>
  eventData: (answers: Answers) => Record<string, unknown>
  /** The results or thank-you page, or what to do in place when the results show on the same page. */
  next: string | ((answers: Answers) => void)
  /** Once the lead is stored (201): a wizard forgets its draft. */
  onStored?: () => void
}

/**
 * Sends one lead and then saves, tracks and navigates. On failure the visitor stays on the form with
 * every answer, sees the server's messages under the fields and what happened (its status and words) by the
 * button, and may try again.
 */
export function useLeadSubmission<Answers extends Record<string, unknown>>(
  setServerErrors: (errors: Record<string, string>) => void,
  { form, eventData, next, onStored }: Options<Answers>,
) {
  const router = useRouter()
  const [state, setState] = useState<'idle' | 'sending' | 'failed'>('idle')
  const [failure, setFailure] = useState<LeadFailure | null>(null)
  const [marketingConsent, setMarketingConsent] = useState(false)
  const [website, setWebsite] = useState('')
  // Kept until a sending succeeds: retrying after a lost answer cannot store the lead twice.
  const submissionId = useRef<string>(null)

  async function send(answers: Answers) {
    if (state === 'sending') return
    setState('sending')
    submissionId.current ??= newSubmissionId()
    const result = await submitLead(form.origin, answers, { marketingConsent, website, submissionId: submissionId.current })
    if (!result.ok) {
      console.error(`Échec de l'envoi du formulaire ${form.origin}`, result.status, result.message)
      setServerErrors(errorsByAnswer(result.errors))
      setFailure((last) => ({ status: result.status, message: result.message, attempt: (last?.attempt ?? 0) + 1 }))
      setState('failed')
      sendAudienceEvent({ kind: 'error', form: form.origin })
      return
    }
    submissionId.current = null
    rememberVisitToken(result.bookingToken)
    onStored?.()
    if (form.savedAnswers) saveAnswers(form.savedAnswers, answers)
    trackSuccess(form.successEvent, eventData(answers))
    if (typeof next === 'function') {
      setState('idle')
      next(answers)
      return
    }
    // Stays 'sending' so the button remains disabled while the next page loads.
    router.push(next)
  }

  return {
    send,
    sending: state === 'sending',
    /** The last sending's failure, until a sending stores the lead. */
    failure: state === 'failed' ? failure : null,
    extras: { marketingConsent, setMarketingConsent, website, setWebsite },
  }
}
export type LeadExtras = ReturnType<typeof useLeadSubmission>['extras']
