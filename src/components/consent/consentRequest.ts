/** The page-wide request to show the consent choice again, sent by the footer's "Gérer mes cookies". */
const EVENT = 'consent:reopen'

export function requestConsentChoice(target: Pick<Window, 'dispatchEvent'> = window) {
  target.dispatchEvent(new Event(EVENT))
}

/** Calls onRequest at each request; returns the unsubscription (for an effect's cleanup). */
export function subscribeToConsentRequest(
  onRequest: () => void,
  target: Pick<Window, 'addEventListener' | 'removeEventListener'> = window,
) {
  target.addEventListener(EVENT, onRequest)
  return () => target.removeEventListener(EVENT, onRequest)
}
