import { sampleAnswers } from '../tests/harness/sampleAnswers'

// A different prefix at every run: e-mails stay unique even when runs share a database.
const run = Date.now().toString(36)

/**
 * A valid contact lead, as the site's form posts it, from a customer of its own: an e-mail and a phone number
 * of its own (06 then eight digits of n), as real arrivals are, not one customer coming back thousands of times.
 */
export function contactLead(n: number, label = 'bench'): string {
  return JSON.stringify({
    formOrigin: 'contact',
    answers: { ...sampleAnswers.contact, email: `${label}-${run}-${n}@example.fr`, phone: `06${String(n % 100_000_000).padStart(8, '0')}` },
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
