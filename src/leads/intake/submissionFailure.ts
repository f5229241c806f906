import { refusals } from './acceptSubmission'
import { isDatabaseUnreachable } from './isDatabaseUnreachable'

/** A fault on our side that sending again will not cure: the visitor is asked to try later or to call. */
export const internalFailure =
  'Une erreur est survenue de notre côté et votre demande n’a pas été enregistrée. Veuillez réessayer plus tard ou nous appeler.'

export type FailureAnswer = { status: 500 | 503; body: { message: string }; headers?: Record<string, string> }

/**
 * The lead endpoint's answer to an exception. PostgreSQL out of reach (restart, failover) is a 503: the
 * form sends again with the same submission id, so a lead whose commit did happen is found, not stored
 * twice. Anything else is a bug: logged in full and answered with a 500, never disguised as an outage.
 */
export function submissionFailure(error: unknown, log: (message: string, error: unknown) => void = console.error): FailureAnswer {
  if (isDatabaseUnreachable(error)) {
    log('Lead submission failed: database out of reach', error)
    return { status: 503, body: { message: refusals.unavailable }, headers: { 'Retry-After': '5' } }
  }
  log('Lead submission failed', error)
  return { status: 500, body: { message: internalFailure } }
}
