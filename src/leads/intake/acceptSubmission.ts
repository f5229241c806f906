import type { Payload } from 'payload'
import { newBookingToken } from '@/appointments/rules/bookingToken'
import { leadForms } from '@/forms/registry'
import { submissionSchema } from '@/forms/submission'
import { fieldErrors } from './fieldErrors'
import type { NewLead } from './leadRow'
import { hitRateLimit, type RateLimit } from './rateLimit'
import { storableText } from './storableText'
import { replayAnswer, replayRefusal } from './replayAnswer'
import { countAudienceEvent, leadSentEvent } from '@/audience/server/countAudience'
import { storeSubmission } from './storeLead'

/** Larger than any honest form (the free study is under 2 KiB), small enough to refuse junk at once. */
export const MAX_BODY_BYTES = 32 * 1024

export const refusals = {
  contentType: 'Format de requête non pris en charge : envoyez du JSON.',
  tooLarge: 'Votre demande est trop volumineuse.',
  unreadable: 'Requête illisible : le corps doit être un objet JSON.',
  invalid: 'Certaines réponses sont à corriger.',
  rateLimited: 'Trop de demandes envoyées depuis votre connexion. Veuillez réessayer dans quelques minutes.',
  unavailable: 'Le service est momentanément indisponible. Veuillez réessayer dans un instant.',
  replayed: replayRefusal,
} as const

export type SubmissionRequest = {
  body: string
  contentType: string | null
  ip: string
  now?: Date
  /** Whether the sending counts in the audience measurement (its browser does not decline it). */
  measured?: boolean
}

export type SubmissionOutcome =
  | { status: 201; body: { id: number; bookingToken: string } }
  | { status: 400; body: { message: string; errors: Record<string, string> } }
  | { status: 409 | 413 | 415 | 429; body: { message: string } }

const lengthOf = (text: string) => Buffer.byteLength(text, 'utf8')

/**
 * Checks a lead submission with the form's own zod schema and stores it. The status is always `new`
 * (or `invalid` with the spam flag when the honeypot is filled: nothing is thrown away). The 201 carries
 * the lead's booking token (a spam's too, so that the answer never tells the honeypot was seen).
 */
export async function acceptSubmission(payload: Payload, request: SubmissionRequest, limit: RateLimit): Promise<SubmissionOutcome> {
  if (!request.contentType?.toLowerCase().startsWith('application/json')) {
    return { status: 415, body: { message: refusals.contentType } }
  }
  if (lengthOf(request.body) > MAX_BODY_BYTES) return { status: 413, body: { message: refusals.tooLarge } }

  // Every sending counts against the visitor's limit, valid or not, and past it the answer is a 429 whatever the body.
  const { allowed } = await hitRateLimit(payload, `lead:${request.ip}`, limit, request.now)
  if (!allowed) return rateLimited
  const checked = checkedLead(request)
  if (checked.status === 400) return checked
  const stored = await storeSubmission(payload, checked.lead, request.ip)
  // A submission id already stored: the first answer to its own client only, never a new token.
  if (stored.replay) return replayAnswer(payload.secret, stored.replay)
  // One more « sent » for its form, page and source; never waited for.
  if (request.measured && !checked.lead.suspectedSpam) void countAudienceEvent(payload, leadSentEvent(checked.lead)).catch(() => undefined)
  // The visitor's key to book their free visit (src/appointments): that lead only, for 7 days from the
  // sending's recorded time, so that a replay's answer gives the very same token.
  return {
    status: 201,
    body: { id: stored.id, bookingToken: newBookingToken(payload.secret, stored.id, new Date(checked.lead.proof.submittedAt)) },
  }
}

const rateLimited = { status: 429, body: { message: refusals.rateLimited } } as const

/** The submission's body read with the form's own zod schema: the lead to store, or the 400 that refuses it. */
function checkedLead(request: SubmissionRequest): { status: 'valid'; lead: NewLead } | Extract<SubmissionOutcome, { status: 400 }> {
  let json: unknown
  try {
    json = storableText(JSON.parse(request.body))
  } catch {
    return { status: 400, body: { message: refusals.unreadable, errors: {} } }
  }
  const envelope = submissionSchema.safeParse(json)
  if (!envelope.success) return { status: 400, body: { message: refusals.invalid, errors: fieldErrors(envelope.error) } }

  const { formOrigin, answers: rawAnswers, source, marketingConsent, website, submissionId } = envelope.data
  const form = leadForms[formOrigin]
  const answers = form.schema.safeParse(rawAnswers)
  if (!answers.success) return { status: 400, body: { message: refusals.invalid, errors: fieldErrors(answers.error) } }

  const values = answers.data
  const text = (key: string) => (typeof values[key] === 'string' ? (values[key] as string) : '')
  const isSpam = website.trim() !== ''
  const lead: NewLead = {
    formOrigin,
    status: isSpam ? 'invalid' : 'new',
    suspectedSpam: isSpam,
    name: text('name'),
    email: text('email'),
    phone: text('phone'),
    postalCode: text('postalCode'),
    message: text('message'),
    formData: values,
    submissionId,
    source,
    proof: {
      formVersion: form.version,
      page: source.page,
      submittedAt: (request.now ?? new Date()).toISOString(),
      marketingConsent,
    },
  }
  return { status: 'valid', lead }
}
