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

/**
 * The same contact lead as Payload's REST API creates it for a signed-in admin (POST /api/leads): the fields
 * the site's sending stores, with no validation of the form's answers, no rate limit and no submission id.
 */
export function restLead(n: number, label = 'rest'): string {
  const answers: Record<string, unknown> = {
    ...sampleAnswers.contact,
    email: `${label}-${run}-${n}@example.fr`,
    phone: `07${String(n % 100_000_000).padStart(8, '0')}`,
  }
  return JSON.stringify({
    formOrigin: 'contact',
    status: 'new',
    name: String(answers.name),
    email: answers.email,
    phone: answers.phone,
    message: String(answers.message ?? ''),
    formData: answers,
    source: { page: '/contact', referrer: '', utmSource: '', utmMedium: '', utmCampaign: '', utmTerm: '', utmContent: '' },
    proof: { formVersion: 'bench', page: '/contact', submittedAt: new Date().toISOString(), marketingConsent: false },
  })
}

/** Each request as a different visitor (10.x.y.z): real leads come from many addresses, not one. */
export function visitorHeaders(n: number): Record<string, string> {
  const ip = `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`
  return { 'content-type': 'application/json', 'x-forwarded-for': ip }
}
