/** Where the browser posts a lead; apart from the envelope's schema so the browser does not load it. */
export const LEAD_ENDPOINT = '/api/leads/submit'
