import config from '@payload-config'
import { REST_GET, REST_PATCH, REST_POST } from '@payloadcms/next/routes'
import type { Payload, SendEmailOptions } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { slugs } from '@collections/slugs'
import { newBookingToken } from '@/appointments/rules/bookingToken'
import { parisClock } from '@/appointments/rules/parisTime'
import { answerBooking, answerSlots } from '@/appointments/server/answerAppointments'
import type { BookingPool } from '@/appointments/server/visitBooking'
import { postgresOf } from '@/db/postgres'
import type { NewLead } from '@/leads/intake/leadRow'
import { storeLead } from '@/leads/intake/storeLead'
import { getTestPayload } from '../harness/payload'
import { emailsSentWhile } from '../harness/emailsSentWhile'

const password = 'mot-de-passe-de-test-1'
const rest = { GET: REST_GET(config), POST: REST_POST(config), PATCH: REST_PATCH(config) }

let payload: Payload
let pool: BookingPool
let lucie: number
let antoine: number
let adminToken: string
let count = 0
const unique = () => `${Date.now()}-${++count}`

type Body = Record<string, unknown> & { token?: string; docs?: { owner: number; status: string }[]; message?: string }

/** One call to Payload's REST API (its router, custom endpoints included), signed in with `token` when given. */
async function call(method: 'GET' | 'POST' | 'PATCH', path: string, data?: object, token?: string) {
  const headers = new Headers({ 'content-type': 'application/json' })
  if (token) headers.set('authorization', `JWT ${token}`)
  const url = new URL(`http://localhost:3000/api/${path}`)
  const request = new Request(url, { method, headers, body: data ? JSON.stringify(data) : undefined })
  const slug = url.pathname.replace('/api/', '').split('/')
  const response = await rest[method](request, { params: Promise.resolve({ slug }) })
  return { status: response.status, body: (await response.json()) as Body }
}

const seller = async (name: string) =>
  (
    await payload.create({
      collection: slugs.users,
      data: { email: `suivi.${unique()}@test.combles-nord.fr`, password, role: 'sales', name, departments: ['62'] },
      overrideAccess: true,
    })
  ).id

const submission = (tag: string): NewLead => ({
  formOrigin: 'etude-gratuite',
  status: 'new',
  suspectedSpam: false,
  name: `Visiteur ${tag}`,
  email: `suivi.${tag}@example.fr`,
  phone: `06 ${String(Date.now() % 1e8).padStart(8, '0')}`,
  postalCode: '62000',
  message: '',
  formData: {},
  source: { page: '/etude-gratuite', referrer: '', utmSource: '', utmMedium: '', utmCampaign: '', utmTerm: '', utmContent: '' },
  proof: { formVersion: 'free-study-1', page: '/etude-gratuite', submittedAt: new Date().toISOString(), marketingConsent: false },
  submissionId: `suivi-${tag}-abcdefghijkl`,
})

/** A lead of the Pas-de-Calais with a visit booked by its visitor at `start` (default: the first free slot; 'last': the last one). */
async function bookedLead(start?: string) {
  const id = await storeLead(payload, submission(unique()))
  const now = new Date()
  const token = newBookingToken(payload.secret, id, now)
  const slots = (await answerSlots({ pool, secret: payload.secret, now }, token)).body.slots as string[]
  const slot = start === 'last' ? slots.at(-1)! : (start ?? slots[0]!)
  const booked = await answerBooking(
    { pool, secret: payload.secret, now },
    JSON.stringify({ token, start: slot, address: { street: '1 rue Neuve', town: 'Arras' } }),
    'book',
  )
  expect(booked.status).toBe(201)
  const { rows } = await pool.query<{ id: number; owner_id: number }>(`select id, owner_id from visits where lead_id = $1`, [id])
  return { id, start: slot, visitId: rows[0]!.id, visitOwner: rows[0]!.owner_id }
}

const leadOwner = async (id: number) =>
  (await payload.findByID({ collection: slugs.leads, id, depth: 0, overrideAccess: true })).owner as number | null

const historyOf = async (id: number) =>
  (
    await pool.query<{ field: string; before: string; after: string }>(
      `select field, before, after from lead_changes where lead_id = $1 order by id`,
      [id],
    )
  ).rows

/** Runs the visit e-mail jobs queued for `visitId`, the e-mails kept. */
async function visitEmails(visitId: number): Promise<SendEmailOptions[]> {
  const { rows } = await pool.query<{ id: number }>(
    `select id from payload_jobs where task_slug = 'sendVisitEmails' and (input ->> 'visitId')::int = $1 and completed_at is null and wait_until is null order by id`,
    [visitId],
  )
  return emailsSentWhile(payload, async () => {
    for (const job of rows) await payload.jobs.runByID({ id: job.id })
  })
}

beforeAll(async () => {
  payload = await getTestPayload()
  pool = postgresOf(payload).pool
  // Only this file's two salespeople, both covering the Pas-de-Calais, take these visits.
  await pool.query('update users set receives_leads = false')
  lucie = await seller('Lucie Delattre')
  antoine = await seller('Antoine Caron')
  const email = `suivi.admin.${unique()}@test.combles-nord.fr`
  await payload.create({ collection: slugs.users, data: { email, password, role: 'admin', name: 'Claire Martin' }, overrideAccess: true })
  adminToken = (await call('POST', 'users/login', { email, password })).body.token!
})

describe('a visit follows its lead', () => {
  it('reassigning a lead moves its visit to the new owner, free then; GET /api/visits shows it', async () => {
    const lead = await bookedLead()
    const other = lead.visitOwner === lucie ? antoine : lucie
    expect((await call('PATCH', `leads/${lead.id}`, { owner: other }, adminToken)).status).toBe(200)
    const visits = await call('GET', `visits?where[lead][equals]=${lead.id}&depth=0`, undefined, adminToken)
    expect(visits.body.docs?.map((visit) => [visit.owner, visit.status])).toEqual([[other, 'booked']])
    const line = (await historyOf(lead.id)).find((entry) => entry.field === 'visit')
    expect(line?.after).toMatch(other === lucie ? /avec Lucie Delattre$/ : /avec Antoine Caron$/)
    const sent = await visitEmails(lead.visitId)
    expect(sent.map((email) => email.subject)).toContainEqual(expect.stringMatching(/^Votre visite gratuite est déplacée/))
  })

  it('a new owner busy at that time does not take the visit: it stays, and the history tells the manager why', async () => {
    // The last slot of the window: both salespeople are free then, and the other one takes a visit at the same time.
    const first = await bookedLead('last')
    const second = await bookedLead(first.start)
    expect(second.visitOwner).not.toBe(first.visitOwner)
    expect((await call('PATCH', `leads/${first.id}`, { owner: second.visitOwner }, adminToken)).status).toBe(200)
    const { rows } = await pool.query<{ owner_id: number }>('select owner_id from visits where id = $1', [first.visitId])
    expect(rows[0]?.owner_id).toBe(first.visitOwner)
    expect(await leadOwner(first.id)).toBe(second.visitOwner)
    const line = (await historyOf(first.id)).find((entry) => entry.field === 'visit')
    expect(line?.after).toMatch(/restée à .*\u00a0: .* est déjà pris par une autre visite à cette heure\. À déplacer/)
  })

  it('moving a visit to the same time keeps it, and the lead, with their salesperson', async () => {
    const lead = await bookedLead()
    // The visit's salesperson stops receiving new leads (an absence): the visit still stays theirs.
    await pool.query('update users set receives_leads = false where id = $1', [lead.visitOwner])
    try {
      const moved = await call('POST', `visits/${lead.visitId}/move`, { start: lead.start }, adminToken)
      expect(moved.status).toBe(200)
      const { rows } = await pool.query<{ owner_id: number }>('select owner_id from visits where id = $1', [lead.visitId])
      expect(rows[0]?.owner_id).toBe(lead.visitOwner)
      expect(await leadOwner(lead.id)).toBe(lead.visitOwner)
    } finally {
      await pool.query('update users set receives_leads = true where id = $1', [lead.visitOwner])
    }
  })

  it('PATCH /api/visits/:id {"status": "cancelled"} by staff: 200, the visitor e-mailed with a link, a history line, the slot free', async () => {
    const lead = await bookedLead()
    const cancelled = await call('PATCH', `visits/${lead.visitId}`, { status: 'cancelled', reason: 'Client injoignable' }, adminToken)
    expect(cancelled.status).toBe(200)
    expect(cancelled.body.doc).toMatchObject({ status: 'cancelled', cancellationReason: 'Client injoignable' })
    const history = await historyOf(lead.id)
    expect(history.at(-1)).toMatchObject({ field: 'nextAction', after: 'Aucune (visite annulée par l’équipe\u00a0: Client injoignable)' })
    const lead2 = await payload.findByID({ collection: slugs.leads, id: lead.id, depth: 0, overrideAccess: true })
    expect(lead2.nextAction?.type ?? null).toBeNull()
    const sent = await visitEmails(lead.visitId)
    const visitor = sent.find((email) => email.to === lead2.email)
    expect(visitor?.subject).toBe('Votre visite gratuite est annulée')
    expect(visitor?.text).toMatch(/Pour en choisir une autre\u202f: http.*\/visite\?/)
    // The slot is offered again.
    const next = await storeLead(payload, submission(unique()))
    const slots = await answerSlots({ pool, secret: payload.secret, now: new Date() }, newBookingToken(payload.secret, next, new Date()))
    expect(slots.body.slots).toContain(lead.start)
    // Once cancelled, again: 409; anything but a cancellation: 400; anonymous: 401.
    expect((await call('PATCH', `visits/${lead.visitId}`, { status: 'cancelled' }, adminToken)).status).toBe(409)
    expect((await call('PATCH', `visits/${lead.visitId}`, { owner: lucie }, adminToken)).status).toBe(400)
    expect((await call('PATCH', `visits/${lead.visitId}`, { status: 'cancelled' })).status).toBe(401)
  })

  it('closing a lead (Converti, Perdu, Invalide) cancels its visits still to come', async () => {
    const lead = await bookedLead()
    expect((await call('PATCH', `leads/${lead.id}`, { status: 'invalid' }, adminToken)).status).toBe(200)
    const { rows } = await pool.query<{ status: string }>('select status from visits where id = $1', [lead.visitId])
    expect(rows[0]?.status).toBe('cancelled')
    const history = await historyOf(lead.id)
    expect(history.map((entry) => entry.after)).toContain('Aucune (visite annulée\u00a0: lead passé à «\u00a0Invalide\u00a0»)')
  })

  it('a day off saved over a booked visit keeps it and lists it in the answer, in French', async () => {
    const lead = await bookedLead('last')
    const day = parisClock(new Date(lead.start)).day
    const saved = await call(
      'PATCH',
      `users/${lead.visitOwner}`,
      { availability: { daysOff: [{ from: `${day}T12:00:00.000Z` }] } },
      adminToken,
    )
    expect(saved.status).toBe(200)
    const doc = saved.body.doc as { availability?: { visitsOnDaysOff?: string | null } }
    // Earlier tests of this file may have other visits of that salesperson on that day: each has its line.
    const list = doc.availability?.visitsOnDaysOff ?? ''
    expect(list).toMatch(/^\d+ visites? réservées? pendant une absence, à déplacer, annuler ou confier à un collègue\u00a0:\n/)
    expect(list.split('\n')).toContainEqual(
      expect.stringMatching(new RegExp(`^– .* à \\d+\u00a0h\u00a0\\d\\d\u00a0: Visiteur .* \\(lead n° ${lead.id}\\)$`)),
    )
    const { rows } = await pool.query<{ status: string }>('select status from visits where id = $1', [lead.visitId])
    expect(rows[0]?.status).toBe('booked')
    await payload.update({ collection: slugs.users, id: lead.visitOwner, data: { availability: { daysOff: [] } }, overrideAccess: true })
  })
})
