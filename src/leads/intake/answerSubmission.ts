import type { Payload } from 'payload'
import { parseEnv } from '@/config/env'
import { acceptSubmission, refusals, type SubmissionOutcome } from './acceptSubmission'
import { submissionFailure, type FailureAnswer } from './submissionFailure'

const { LEAD_RATE_LIMIT, LEAD_RATE_WINDOW_SECONDS } = parseEnv()

/** What POST /api/leads/submit sends back: a status, a JSON body and the headers of its own. */
export type SubmissionAnswer = SubmissionOutcome | FailureAnswer

export type ReceivedSubmission = {
  /** The body as read within MAX_BODY_BYTES (readBodyWithin): null when it was larger. */
  body: string | null
  contentType: string | null
  /** The visitor's address (clientIp): the socket's, or what a trusted proxy says. */
  ip: string
  /** Whether the sending counts in the audience measurement (its browser does not decline it). */
  measured?: boolean
}

/**
 * A lead sent by a visitor, whichever way it came: POST /api/leads/submit (the form's scripts) or a form the
 * browser posted itself (src/forms/postLead.ts). One function, so that both answer alike.
 */
export async function answerSubmission(payload: () => Promise<Payload> | Payload, received: ReceivedSubmission): Promise<SubmissionAnswer> {
  if (received.body === null) return { status: 413, body: { message: refusals.tooLarge } }
  try {
    return await acceptSubmission(
      await payload(),
      { body: received.body, contentType: received.contentType, ip: received.ip, measured: received.measured },
      { max: LEAD_RATE_LIMIT, windowSeconds: LEAD_RATE_WINDOW_SECONDS },
    )
  } catch (error) {
    // 503 only while the database is out of reach; any other fault is a logged 500.
    return submissionFailure(error)
  }
}
