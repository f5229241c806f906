import http from 'node:http'
import { APP_URL } from './config'
import { percentile } from './stats'
import type { Session } from './session'
import { visitorHeaders } from './leadBody'
import { request } from '../tests/harness/http'
import { sampleAnswers } from '../tests/harness/sampleAnswers'

export type VisitBench = {
  slots: { p50: number; p95: number; requests: number; slots: number; errors: number }
  bookings: { sent: number; created: number; conflicts: number; others: number }
}

const SELLERS = 10
const SLOT_REQUESTS = 100
const CONCURRENT_BOOKINGS = 100
const run = Date.now().toString(36)

/** A contact lead from a postal code, as the form posts it, from a customer of its own (at most one future visit each). */
const leadBody = (n: number, postalCode: string) =>
  JSON.stringify({
    formOrigin: 'faisabilite',
    answers: {
      ...sampleAnswers.faisabilite,
      email: `visite-${run}-${n}@example.fr`,
      phone: `07${String((Date.now() + n) % 100_000_000).padStart(8, '0')}`,
      postalCode,
    },
    source: { page: '/faisabilite', referrer: '', utmSource: '', utmMedium: '', utmCampaign: '', utmTerm: '', utmContent: '' },
    marketingConsent: false,
    website: '',
  })

async function newLeadToken(n: number, postalCode: string): Promise<string> {
  const response = await request(`${APP_URL}/api/leads/submit`, {
    method: 'POST',
    headers: visitorHeaders(n),
    body: leadBody(n, postalCode),
    timeoutMs: 60_000,
  })
  if (response.status !== 201) throw new Error(`lead refused (${response.status}): ${response.body.slice(0, 200)}`)
  return (JSON.parse(response.body) as { bookingToken: string }).bookingToken
}

async function createSeller(admin: Session, index: number, departments: string[]) {
  const response = await request(`${APP_URL}/api/users`, {
    method: 'POST',
    headers: { ...admin, 'content-type': 'application/json' },
    body: JSON.stringify({
      email: `visites.${index}.${run}@bench.combles-nord.fr`,
      password: 'mot-de-passe-du-banc-1',
      name: `Conseiller ${index}`,
      role: 'sales',
      departments,
    }),
    timeoutMs: 60_000,
  })
  if (response.status !== 201) throw new Error(`salesperson refused (${response.status}): ${response.body.slice(0, 200)}`)
}

/**
 * The visit booking: 10 salespeople (default hours) covering the Nord (59), one the Pas-de-Calais (62).
 * Slots: GET /api/appointments/slots for a Nord lead, one request at a time (14 days of 10 calendars merged).
 * Bookings: 100 Pas-de-Calais leads post the same slot at once, on 100 connections: PostgreSQL's exclusion
 * constraint lets exactly one through.
 */
export async function measureVisits(admin: Session, log: (line: string) => void): Promise<VisitBench> {
  for (let index = 1; index <= SELLERS; index++) await createSeller(admin, index, ['59'])
  await createSeller(admin, SELLERS + 1, ['62'])
  const token = await newLeadToken(1, '59000')
  const slotsUrl = `${APP_URL}/api/appointments/slots?token=${encodeURIComponent(token)}`
  const timings: number[] = []
  let errors = 0
  let slots = 0
  for (let index = 0; index < SLOT_REQUESTS + 10; index++) {
    const started = performance.now()
    const response = await request(slotsUrl, { timeoutMs: 30_000 })
    const elapsed = performance.now() - started
    if (response.status !== 200) errors++
    else slots = (JSON.parse(response.body) as { slots: string[] }).slots.length
    // The first ten warm the route up.
    if (index >= 10) timings.push(elapsed)
  }
  log(`visit slots: ${slots} slots, p95 ${Math.round(percentile(timings, 95))} ms`)

  const tokens = await Promise.all(Array.from({ length: CONCURRENT_BOOKINGS }, (_, index) => newLeadToken(1000 + index, '62000')))
  const offered = await request(`${APP_URL}/api/appointments/slots?token=${encodeURIComponent(tokens[0]!)}`, { timeoutMs: 30_000 })
  const start = (JSON.parse(offered.body) as { slots: string[] }).slots[0]
  if (!start) throw new Error('no slot offered to the Pas-de-Calais leads')
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENT_BOOKINGS })
  const answers = await Promise.all(
    tokens.map((bookingToken) =>
      request(`${APP_URL}/api/appointments`, {
        method: 'POST',
        agent,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ token: bookingToken, start, address: { street: '1 rue Neuve', town: 'Amiens' } }),
        timeoutMs: 60_000,
      }),
    ),
  )
  agent.destroy()
  const created = answers.filter((answer) => answer.status === 201).length
  const conflicts = answers.filter((answer) => answer.status === 409).length
  log(`visit bookings: ${created} created, ${conflicts} conflicts out of ${answers.length}`)
  return {
    slots: { p50: percentile(timings, 50), p95: percentile(timings, 95), requests: timings.length, slots, errors },
    bookings: { sent: answers.length, created, conflicts, others: answers.length - created - conflicts },
  }
}
