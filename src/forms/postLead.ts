'use server'

import config from '@payload-config'
import { headers } from 'next/headers'
import { redirect } from 'next/navigation'
import { getPayload } from 'payload'
import { clientIp } from '@/http/clientIp'
import { answerSubmission } from '@/leads/intake/answerSubmission'
import { type FormOrigin, formOrigins } from '@/rules/formOrigins'
import { leadForms } from './registry'
import { answerKindsOf, answersFromFormData, shownAgain } from './shared/formDataAnswers'
import { FORM_ORIGIN_FIELD, type PostedLead } from './shared/postedLead'
import { buildSubmission, errorsByAnswer } from './shared/submitLead'

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
 * storing as POST /api/leads/submit. Stored, the visitor is sent to the form's next page (a 303); refused,
 * the form is drawn again with its answers, the server's message and each field's.
 */
export async function postLead(previous: PostedLead | null, data: FormData): Promise<PostedLead | null> {
  // The form names itself in a field of its own, as the browser posts it: one of the forms, or nothing is done.
  const origin = data.get(FORM_ORIGIN_FIELD)
  if (!isFormOrigin(origin)) return previous
  const form = leadForms[origin]
  const requestHeaders = await headers()
  const answers = answersFromFormData(answerKindsOf(form.schema), data)
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
  })
  if (answer.status === 201) redirect(form.pages.thanks ?? form.pages.results ?? form.pages.form)
  const body = answer.body as { message?: string; errors?: Record<string, string> }
  return {
    status: answer.status,
    message: body.message ?? null,
    errors: errorsByAnswer(body.errors ?? {}),
    values: shownAgain(form.initialValues, answers),
    attempt: (previous?.attempt ?? 0) + 1,
  }
}
