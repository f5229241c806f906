/** The results page's query naming the lead it is drawn from: the lead's booking token (signed, it expires). */
export const STORED_LEAD_PARAM = 'demande'

/** A results page drawn by the server from the stored lead's answers: where a form posted without scripts goes. */
export const storedLeadAddress = (page: string, bookingToken: string) => `${page}?${STORED_LEAD_PARAM}=${encodeURIComponent(bookingToken)}`

/** A stored lead as its results page receives it from the server: its answers, and its token for booking the visit. */
export type StoredLead = { answers: Readonly<Record<string, unknown>>; bookingToken: string }
