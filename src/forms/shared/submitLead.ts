import type { FormOrigin } from '@/rules/formOrigins'
import { LEAD_ENDPOINT } from '../leadEndpoint'
import type { Submission } from '../submission'

type Place = { pathname: string; search: string; referrer: string }

export type SubmitResult =
  | { ok: true; id: string; bookingToken: string | null }
  | { ok: false; status: number; errors: Record<string, string>; message: string | null }

const utmParameters = {
  utmSource: 'utm_source',
  utmMedium: 'utm_medium',
  utmCampaign: 'utm_campaign',
  utmTerm: 'utm_term',
  utmContent: 'utm_content',
} as const

/** The body the endpoint expects; the page and its UTM tags say where the visitor came from. */
export function buildSubmission(
  formOrigin: FormOrigin,
  answers: Record<string, unknown>,
  options: { marketingConsent: boolean; website: string; submissionId?: string; place: Place },
): Submission {
  const query = new URLSearchParams(options.place.search)
  const utm = (key: string) => (query.get(key) ?? '').slice(0, 200)
  return {
    formOrigin,
    answers,
    source: {
      page: options.place.pathname.slice(0, 500),
      referrer: options.place.referrer.slice(0, 500),
      utmSource: utm(utmParameters.utmSource),
      utmMedium: utm(utmParameters.utmMedium),
      utmCampaign: utm(utmParameters.utmCampaign),
      utmTerm: utm(utmParameters.utmTerm),
      utmContent: utm(utmParameters.utmContent),
    },
    marketingConsent: options.marketingConsent,
    website: options.website,
    submissionId: options.submissionId,
  }
}

/** The server names a form's fields under `answers.`; the form names them alone. */
export const errorsByAnswer = (errors: Readonly<Record<string, string>>): Record<string, string> =>
  Object.fromEntries(Object.entries(errors).map(([field, message]) => [field.replace(/^answers\./, ''), message]))

/** Reads the endpoint's answer: 201 is the only success; a 400 carries French messages per field. */
export async function readSubmitResponse(response: Response): Promise<SubmitResult> {
  const body: unknown = await response.json().catch(() => null)
  const record = body && typeof body === 'object' ? (body as Record<string, unknown>) : {}
  if (response.status === 201 && (typeof record.id === 'string' || typeof record.id === 'number')) {
    return { ok: true, id: String(record.id), bookingToken: typeof record.bookingToken === 'string' ? record.bookingToken : null }
  }
  const errors: Record<string, string> = {}
  if (record.errors && typeof record.errors === 'object') {
    for (const [field, message] of Object.entries(record.errors as Record<string, unknown>)) {
      if (typeof message === 'string') errors[field] = message
    }
  }
  const message = typeof record.message === 'string' ? record.message : null
  return { ok: false, status: response.status, errors, message }
}

/** Posts one lead from the browser; a network failure counts as a failure like any non-201. */
export async function submitLead(
  formOrigin: FormOrigin,
  answers: Record<string, unknown>,
  options: { marketingConsent: boolean; website: string; submissionId: string },
): Promise<SubmitResult> {
  const body = buildSubmission(formOrigin, answers, {
    ...options,
    place: { pathname: window.location.pathname, search: window.location.search, referrer: document.referrer },
  })
  try {
    const response = await fetch(LEAD_ENDPOINT, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(body),
    })
    return await readSubmitResponse(response)
  } catch (error) {
    console.error('Envoi du formulaire impossible', error)
    return { ok: false, status: 0, errors: {}, message: null }
  }
}
