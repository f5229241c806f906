'use server'

import config from '@payload-config'
import { headers } from 'next/headers'
import { redirect } from 'next/navigation'
import { getPayload } from 'payload'
import { declinesMeasurement } from '@/audience/rules/audienceEvents'
import { clientIp } from '@/http/clientIp'
import { answerSubmission } from '@/leads/intake/answerSubmission'
import { type FormOrigin, formOrigins } from '@/rules/formOrigins'
import { leadForms } from './registry'
import { answerKindsOf, answersFromFormData, answersOfStep, shownAgain } from './shared/formDataAnswers'
import { FORM_ORIGIN_FIELD, type PostedLead } from './shared/postedLead'
import { missingSentence } from './shared/missingFields'
import { missingWording } from './shared/missingWording'
import { postedStep, postedStepNumber, WIZARD_MOVE_FIELD, WIZARD_STEP_FIELD, wizardMoveOf } from './shared/postedStep'
import { storedLeadAddress } from './shared/storedLeadAddress'
import { buildSubmission, errorsByAnswer } from './shared/submitLead'
import { wizardSteps } from './wizardSteps'

const isFormOrigin = (value: unknown): value is FormOrigin => formOrigins.includes(value as FormOrigin)

/** The page the form was posted from, as the browser names it (same origin: the whole address). */
function placeOf(referer: string | null, fallback: string) {
  try {
    const { pathname, search } = new URL(referer ?? '')
    return { pathname, search, referrer: '' }
  } catch {
    return { pathname: fallback, search: '', referrer: '' }
  }
}

/**
 * A lead form sent by the browser itself (its scripts not there, or not yet): the same envelope, checks and
 * storing as POST /api/leads/submit. Stored, the visitor is sent to the form's next page (a 303; a results
 * page is drawn from the stored lead); refused, the form is drawn again with its answers, the server's
 * message and each field's. A wizard posts each step: the server moves it as the browser's would, the
 * answers of the other steps carried in hidden fields, and sends the lead from its last step.
 */
export async function postLead(previous: PostedLead | null, data: FormData): Promise<PostedLead | null> {
  // The form names itself in a field of its own, as the browser posts it: one of the forms, or nothing is done.
  const origin = data.get(FORM_ORIGIN_FIELD)
  if (!isFormOrigin(origin)) return previous
  const form = leadForms[origin]
  const requestHeaders = await headers()
  const steps = wizardSteps[origin]
  const shown = postedStepNumber(data.get(WIZARD_STEP_FIELD), steps?.length ?? 1)
  const move = wizardMoveOf(data.get(WIZARD_MOVE_FIELD))
  // A start button: the form is drawn empty, a wizard on its first step.
  if (move === 'start') return { status: 200, message: null, errors: {}, values: form.initialValues, attempt: 0, step: steps ? 1 : null }
  const posted = answersFromFormData(answerKindsOf(form.schema), data)
  const answers = steps ? answersOfStep(posted, data, steps[shown - 1] ?? []) : posted
  if (steps) {
    const moved = postedStep(form.schema, steps, shown, move, answers)
    if (!moved.send) {
      const refused = Object.keys(moved.errors).length > 0
      return {
        status: refused ? 400 : 200,
        message: refused ? missingSentence(Object.keys(moved.errors), missingWording) : null,
        errors: moved.errors,
        values: shownAgain(form.initialValues, answers),
        attempt: refused ? (previous?.attempt ?? 0) + 1 : 0,
        step: moved.step,
      }
    }
  }
  const website = data.get('website')
  const submission = buildSubmission(origin, answers, {
    marketingConsent: data.get('marketingConsent') === 'on',
    website: typeof website === 'string' ? website : '',
    place: placeOf(requestHeaders.get('referer'), form.pages.form),
  })
  const answer = await answerSubmission(() => getPayload({ config }), {
    body: JSON.stringify(submission),
    contentType: 'application/json',
    ip: clientIp(requestHeaders),
    measured: !declinesMeasurement(requestHeaders),
  })
  if (answer.status === 201) {
    const { results, thanks } = form.pages
    if (results) redirect(storedLeadAddress(results, answer.body.bookingToken))
    if (thanks) redirect(thanks)
    // Its result shows in place: drawn from the answers the server stored.
    return { status: 201, message: null, errors: {}, values: shownAgain(form.initialValues, answers), attempt: 0, step: null }
  }
  const body = answer.body as { message?: string; errors?: Record<string, string> }
  return {
    status: answer.status,
    message: body.message ?? null,
    errors: errorsByAnswer(body.errors ?? {}),
    values: shownAgain(form.initialValues, answers),
    attempt: (previous?.attempt ?? 0) + 1,
    step: steps ? steps.length : null,
  }
}
