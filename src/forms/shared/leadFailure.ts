/** A sending that did not store the lead: the endpoint's status (0 when the request never got an answer) and its words. */
export type LeadFailure = {
  status: number
  /** The endpoint's own message, when it sent one. */
  message: string | null
  /** Counts the failures in a row: each one is brought into view again. */
  attempt: number
}

/** No answer at all: the phone lost its connection, or the server is out of reach. */
const offlineWords =
  'Votre demande n’a pas pu être envoyée : la connexion semble interrompue. Vos réponses sont conservées, réessayez dès que vous êtes connecté.'

/**
 * What a failed sending says to the visitor: the server's own words when it refuses for a reason it explains
 * to visitors (429: too many sendings, and how long to wait; 503: a short pause), a lost connection as such,
 * and otherwise the form's message.
 */
export function failureWords(failure: LeadFailure, fallback: string): string {
  if ((failure.status === 429 || failure.status === 503) && failure.message) return failure.message
  if (failure.status === 0) return offlineWords
  return fallback
}
