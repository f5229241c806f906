/** The booking token of the lead just sent, kept for this tab only: the results page offers the visit with it. */
const KEY = 'combles:visit-token'

export function rememberVisitToken(token: string | null) {
  try {
    if (token) sessionStorage.setItem(KEY, token)
  } catch {
    // Storage refused (private mode): the page offers no slot and keeps the callback promise.
  }
}

export function readVisitToken(): string | null {
  try {
    return sessionStorage.getItem(KEY)
  } catch {
    return null
  }
}

/** The visitor's page to book, see, move or cancel the visit (the e-mails' link too). */
export const visitPageUrl = (token: string) => `/visite?token=${encodeURIComponent(token)}`
