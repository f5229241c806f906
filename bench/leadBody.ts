import { sampleAnswers } from '../tests/harness/sampleAnswers'

// A different prefix at every run: e-mails stay unique even when runs share a database.
const run = Date.now().toString(36)

/** A valid contact lead, as the site's form posts it, with an e-mail of its own. */
export function contactLead(n: number, label = 'bench'): string {
  return JSON.stringify({
    formOrigin: 'contact',
    answers: { ...sampleAnswers.contact, email: `${label}-${run}-${n}@example.fr` },
    source: { page: '/contact', referrer: '', utmSource: '', utmMedium: '', utmCampaign: '', utmTerm: '', utmContent: '' },
    marketingConsent: false,
    website: '',
  })
}

/** Each request as a different visitor (10.x.y.z): real leads come from many addresses, not one. */
export function visitorHeaders(n: number): Record<string, string> {
  const ip = `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`
  return { 'content-type': 'application/json', 'x-forwarded-for': ip }
}
