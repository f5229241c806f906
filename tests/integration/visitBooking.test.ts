import pg from 'pg'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { slugs } from '@collections/slugs'
import { bookingToken, newBookingToken } from '@/appointments/rules/bookingToken'
import { slotRefusals } from '@/appointments/rules/slots'
import {
  answerBooking,
  answerCancel,
  answerSlots,
  answerVisitCalendar,
  appointmentRefusals,
} from '@/appointments/server/answerAppointments'
import type { BookingPool } from '@/appointments/server/visitBooking'
import { postgresOf } from '@/db/postgres'
import type { NewLead } from '@/leads/intake/leadRow'
import { storeLead } from '@/leads/intake/storeLead'
import { reportRows } from '@/leads/reports/reportQueries'
import { shapeReport } from '@/leads/reports/shapeReport'
import { MAIL_QUEUE } from '@/leads/jobs/mailQueue'
import { getTestPayload } from '../harness/payload'

let payload: Payload
let pool: BookingPool
/** A second app instance: its own pool of connections to the same database. */
let otherInstance: pg.Pool
let lille: number
let amiens: number

let count = 0
const submission = (postalCode: string): NewLead => {
  const tag = `${Date.now()}-${++count}`
  return {
    formOrigin: 'etude-gratuite',
    status: 'new',
    suspectedSpam: false,
    name: `Visiteur ${tag}`,
    email: `visite.${tag}@example.fr`,
    phone: `06 ${String(count).padStart(8, '0')}`,
    postalCode,
    message: '',
    formData: {},
    source: { page: '/etude-gratuite', referrer: '', utmSource: '', utmMedium: '', utmCampaign: '', utmTerm: '', utmContent: '' },
    proof: { formVersion: 'free-study-1', page: '/etude-gratuite', submittedAt: new Date().toISOString(), marketingConsent: false },
    submissionId: `visit-${tag}-abcdefghijkl`,
  }
}

// Monday 30 November 2026, 10:00 in Paris: the next working day is Tuesday 1 December.
const now = new Date('2026-11-30T09:00:00Z')
const context = (pool: BookingPool, at = now) => ({ pool, secret: payload.secret, now: at })
const newLead = async (postalCode = '59000') => {
  const id = await storeLead(payload, submission(postalCode))
  return { id, token: newBookingToken(payload.secret, id, now) }
}
/** Where the visits of this file's leads take place: asked at the first booking of a lead without a street. */
const address = { street: '12 rue des Lilas', town: 'Lille' }
const book = (token: string, start: string, on = pool, at = now) =>
  answerBooking(context(on, at), JSON.stringify({ token, start, address }), 'book')

const seller = (name: string, departments: string[]) =>
  payload.create({
    collection: slugs.users,
    data: {
      email: `${name.split(' ')[0]!.toLowerCase()}.${Date.now()}@test.combles-nord.fr`,
      password: 'mot-de-passe-de-test-1',
      role: 'sales',
      name,
      departments,
    },
    overrideAccess: true,
  })

beforeAll(async () => {
  payload = await getTestPayload()
  pool = postgresOf(payload).pool
  otherInstance = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 })
  // Only this file's salespeople take visits: Lucie covers the Nord (59), Antoine the Somme (80).
  await pool.query('update users set receives_leads = false')
  lille = (await seller('Lucie Delattre', ['59'])).id
  amiens = (await seller('Antoine Caron', ['80'])).id
})

afterAll(async () => {
  await otherInstance.end()
})

describe('visit slots', () => {
  it('a lead outside the départements served gets no slot and no visit, only the call back', async () => {
    const { token } = await newLead('13001')
    const answer = await answerSlots(context(pool), token)
    expect(answer).toMatchObject({ status: 200, body: { slots: [], callback: true, outOfArea: true } })
    expect((await book(token, '2026-12-01T08:00:00.000Z')).status).not.toBe(201)
    const served = await answerSlots(context(pool), (await newLead('59000')).token)
    expect(served.body).toMatchObject({ callback: false, outOfArea: false })
  })

  it('a new salesperson has the default hours; the slots are times only, from the next working day, 14 days', async () => {
    const { token } = await newLead()
    const answer = await answerSlots(context(pool), token)
    expect(answer.status).toBe(200)
    const slots = answer.body.slots as string[]
    expect(slots.slice(0, 5)).toEqual([
      '2026-12-01T08:00:00.000Z',
      '2026-12-01T09:30:00.000Z',
      '2026-12-01T13:00:00.000Z',
      '2026-12-01T14:30:00.000Z',
      '2026-12-01T16:00:00.000Z',
    ])
    // Tuesday 1 to Monday 14 December: 10 working days of 5 slots.
    expect(slots).toHaveLength(50)
    expect(JSON.stringify(answer.body)).not.toMatch(/Lucie|Delattre|test\.combles-nord/)
  })

  it('fall at the right local times across the last Sunday of March and of October', async () => {
    const { id } = await newLead()
    const march = await answerSlots(
      context(pool, new Date('2027-03-24T12:00:00Z')),
      bookingToken(payload.secret, id, new Date('2027-04-01T00:00:00Z')),
    )
    const marchSlots = march.body.slots as string[]
    // Friday 26 March 2027, 9:00 winter time; Monday 29 March, 9:00 summer time.
    expect(marchSlots).toContain('2027-03-26T08:00:00.000Z')
    expect(marchSlots).toContain('2027-03-29T07:00:00.000Z')
    expect(marchSlots).not.toContain('2027-03-29T08:00:00.000Z')
    const october = await answerSlots(
      context(pool, new Date('2026-10-21T12:00:00Z')),
      bookingToken(payload.secret, id, new Date('2026-10-30T00:00:00Z')),
    )
    const octoberSlots = october.body.slots as string[]
    expect(octoberSlots).toContain('2026-10-23T07:00:00.000Z')
    expect(octoberSlots).toContain('2026-10-26T08:00:00.000Z')
    expect(octoberSlots).not.toContain('2026-10-26T07:00:00.000Z')
  })

  it('a forged or expired token gets a 404, in French', async () => {
    const { id, token } = await newLead()
    expect((await answerSlots(context(pool), `${id}.${token.split('.')[1]}.${'A'.repeat(43)}`)).status).toBe(404)
    const expired = await answerSlots(context(pool, new Date('2026-12-07T09:00:01Z')), token)
    expect(expired).toEqual({ status: 404, body: { message: appointmentRefusals.notFound } })
    expect((await book(`${token}x`, '2026-12-01T08:00:00.000Z')).status).toBe(404)
  })
})

describe('booking a visit', () => {
  it('sets the owner, the next action and the history, queues the e-mails and the reminder; the slot is gone', async () => {
    const { id, token } = await newLead('80100')
    const booked = await book(token, '2026-12-02T09:30:00.000Z')
    expect(booked.status).toBe(201)
    expect(booked.body.visit).toMatchObject({
      start: '2026-12-02T09:30:00.000Z',
      end: '2026-12-02T10:30:00.000Z',
      salesperson: 'Antoine',
      postalCode: '80100',
    })

    const lead = await payload.findByID({ collection: slugs.leads, id, depth: 0, overrideAccess: true })
    expect(lead.owner).toBe(amiens)
    expect(lead.nextAction).toMatchObject({
      type: 'visit',
      dueAt: '2026-12-02T09:30:00.000Z',
      note: 'Visite réservée en ligne par le visiteur',
    })
    const { rows: history } = await pool.query<{ field: string; after: string; author_id: number | null }>(
      'select field, after, author_id from lead_changes where lead_id = $1 order by id',
      [id],
    )
    // The owner's and the next action's entries are written by one statement: their order is not the point.
    expect(history.find((entry) => entry.field === 'nextAction')).toEqual({
      field: 'nextAction',
      after: 'Visite technique le 2 décembre 2026 à 10:30 (Visite réservée en ligne par le visiteur)',
      author_id: null,
    })
    const { rows: jobs } = await pool.query<{ input: { kind: string }; wait_until: Date | null }>(
      `select input, wait_until from payload_jobs where task_slug = 'sendVisitEmails' and (input ->> 'visitId')::int = (select id from visits where lead_id = $1) order by id`,
      [id],
    )
    expect(jobs.map((job) => job.input.kind)).toEqual(['booked', 'reminder'])
    expect(jobs[1]?.wait_until?.toISOString()).toBe('2026-12-01T09:00:00.000Z')

    const other = await newLead('80000')
    expect((await answerSlots(context(pool), other.token)).body.slots).not.toContain('2026-12-02T09:30:00.000Z')
    // Once booked, a second booking of the same lead is refused: it moves its visit instead.
    expect((await book(token, '2026-12-03T08:00:00.000Z')).status).toBe(409)
  })

  it('refuses a start that is no slot with a clear French 400, and changes nothing', async () => {
    const { id, token } = await newLead()
    const cases: [string, string][] = [
      ['2026-11-29T08:00:00.000Z', slotRefusals.past],
      ['2026-11-30T13:00:00.000Z', slotRefusals.tooSoon],
      ['2026-12-05T08:00:00.000Z', slotRefusals.dayOff],
      ['2026-12-01T05:00:00.000Z', slotRefusals.outsideHours],
      ['2026-12-01T08:10:00.000Z', slotRefusals.notBoundary],
      ['2026-12-20T08:00:00.000Z', slotRefusals.tooFar],
      ['demain matin', slotRefusals.invalid],
    ]
    for (const [start, message] of cases) expect(await book(token, start)).toEqual({ status: 400, body: { message } })
    const { rows } = await pool.query('select 1 from visits where lead_id = $1', [id])
    expect(rows).toHaveLength(0)
  })

  it('50 concurrent bookings of one slot from two app instances: exactly one 201 and 49 409s', async () => {
    const leads = await Promise.all(Array.from({ length: 50 }, () => newLead('59800')))
    const answers = await Promise.all(
      leads.map((lead, index) => book(lead.token, '2026-12-03T13:00:00.000Z', index % 2 ? pool : otherInstance)),
    )
    const statuses = answers.map((answer) => answer.status)
    expect(statuses.filter((status) => status === 201)).toHaveLength(1)
    expect(statuses.filter((status) => status === 409)).toHaveLength(49)
    const refused = answers.find((answer) => answer.status === 409)
    expect(refused?.body.message).toBe(appointmentRefusals.taken)
    expect(refused?.body.slots).not.toContain('2026-12-03T13:00:00.000Z')
    const { rows } = await pool.query(
      `select 1 from visits where owner_id = $1 and starts_at = '2026-12-03T13:00:00Z' and status = 'booked'`,
      [lille],
    )
    expect(rows).toHaveLength(1)
  })

  it('PostgreSQL itself refuses two overlapping visits of one salesperson, margin included', async () => {
    const [a, b] = await Promise.all([newLead(), newLead()])
    await pool.query(
      `insert into visits (lead_id, owner_id, starts_at, ends_at, blocked_until, booked_by) values ($1, $2, '2026-12-08T08:00Z', '2026-12-08T09:00Z', '2026-12-08T09:30Z', 'staff')`,
      [a!.id, lille],
    )
    await expect(
      pool.query(
        `insert into visits (lead_id, owner_id, starts_at, ends_at, blocked_until, booked_by) values ($1, $2, '2026-12-08T09:15Z', '2026-12-08T10:15Z', '2026-12-08T10:45Z', 'staff')`,
        [b!.id, lille],
      ),
    ).rejects.toMatchObject({ code: '23P01' })
  })

  it('moving keeps the UID with a new SEQUENCE; cancelling frees the slot at once', async () => {
    const { id, token } = await newLead()
    expect((await book(token, '2026-12-09T08:00:00.000Z')).status).toBe(201)
    const moved = await answerBooking(context(pool), JSON.stringify({ token, start: '2026-12-10T08:00:00.000Z' }), 'move')
    expect(moved.status).toBe(200)
    const { rows: visits } = await pool.query<{ id: number; sequence: number; starts_at: Date }>(
      'select id, sequence::int, starts_at from visits where lead_id = $1',
      [id],
    )
    expect(visits).toHaveLength(1)
    expect(visits[0]).toMatchObject({ sequence: 1, starts_at: new Date('2026-12-10T08:00:00Z') })

    expect((await answerCancel(context(pool), token)).status).toBe(200)
    const other = await newLead()
    expect((await answerSlots(context(pool), other.token)).body.slots).toContain('2026-12-10T08:00:00.000Z')
    const { rows: jobs } = await pool.query<{ input: { kind: string; sequence: number } }>(
      `select input from payload_jobs where task_slug = 'sendVisitEmails' and (input ->> 'visitId')::int = $1 order by id`,
      [visits[0]!.id],
    )
    expect(jobs.map((job) => [job.input.kind, job.input.sequence])).toEqual([
      ['booked', 0],
      ['reminder', 0],
      ['moved', 1],
      ['reminder', 1],
      ['cancelled', 2],
    ])
    const lead = await payload.findByID({ collection: slugs.leads, id, depth: 0, overrideAccess: true })
    expect(lead.nextAction?.type ?? null).toBeNull()
    expect((await answerCancel(context(pool), token)).status).toBe(409)
  })

  it('a closed lead (Invalide, Perdu, Converti) cannot book: a French 409, no visit, its next action unchanged', async () => {
    for (const status of ['invalid', 'lost', 'converted']) {
      const { id, token } = await newLead()
      await pool.query('update leads set status = $2 where id = $1', [id, status])
      expect(await book(token, '2026-12-11T08:00:00.000Z'), status).toEqual({ status: 409, body: { message: appointmentRefusals.closed } })
      const { rows } = await pool.query('select 1 from visits where lead_id = $1', [id])
      expect(rows, status).toHaveLength(0)
      const lead = await payload.findByID({ collection: slugs.leads, id, depth: 0, overrideAccess: true })
      expect(lead.nextAction?.type ?? null, status).toBeNull()
    }
  })

  it('one future visit per e-mail and per phone (normalised), whatever the lead; a cancelled one frees the customer', async () => {
    const tag = `${Date.now()}`
    const customer = async (email: string, phone: string) => {
      const id = await storeLead(payload, { ...submission('59000'), email, phone })
      return { id, token: newBookingToken(payload.secret, id, now) }
    }
    const first = await customer(`Client.${tag}@Example.fr`, '06 55 44 33 22')
    expect((await book(first.token, '2026-12-04T08:00:00.000Z')).status).toBe(201)
    const sameEmail = await customer(`client.${tag}@example.fr`, '07 00 00 00 01')
    const samePhone = await customer(`autre.${tag}@example.fr`, '+33 6 55 44 33 22')
    for (const lead of [sameEmail, samePhone])
      expect(await book(lead.token, '2026-12-04T13:00:00.000Z')).toEqual({
        status: 409,
        body: { message: appointmentRefusals.customerBooked },
      })
    const { rows } = await pool.query('select 1 from visits where lead_id = any($1::int[])', [[sameEmail.id, samePhone.id]])
    expect(rows).toHaveLength(0)
    expect((await answerCancel(context(pool), first.token)).status).toBe(200)
    expect((await book(sameEmail.token, '2026-12-04T13:00:00.000Z')).status).toBe(201)
  })

  it('10 leads of one e-mail booking 10 free slots at once from two app instances: one 201, nine 409s', async () => {
    const email = `rafale.${Date.now()}@example.fr`
    const leads = await Promise.all(
      Array.from({ length: 10 }, async (_, index) => {
        const id = await storeLead(payload, { ...submission('59000'), email, phone: `07 11 22 33 ${String(index).padStart(2, '0')}` })
        return newBookingToken(payload.secret, id, now)
      }),
    )
    // Ten free slots far enough apart that none of them overlaps another.
    const starts: string[] = []
    for (const slot of (await answerSlots(context(pool), leads[0]!)).body.slots as string[])
      if (starts.length < 10 && (!starts.length || Date.parse(slot) - Date.parse(starts.at(-1)!) >= 3 * 3_600_000)) starts.push(slot)
    const answers = await Promise.all(leads.map((token, index) => book(token, starts[index]!, index % 2 ? pool : otherInstance)))
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, ...Array<number>(9).fill(409)])
  })

  it('the e-mail jobs run', async () => {
    await payload.jobs.run({ queue: MAIL_QUEUE, limit: 500 })
    const { rows } = await pool.query(`select id from payload_jobs where task_slug = 'sendVisitEmails' and has_error`)
    expect(rows).toEqual([])
  })
})

describe('the reports of online bookings', () => {
  it('count, by form and by source, the leads whose visitor booked online, and the median delay from lead to visit', async () => {
    // Three leads of a week of their own (February 2021), tagged with one campaign; two visitors book.
    const leads = []
    for (let index = 0; index < 3; index++) {
      const lead = submission('59000')
      const id = await storeLead(payload, { ...lead, source: { ...lead.source, utmSource: 'Rapport-Visites' } })
      leads.push({ id, token: newBookingToken(payload.secret, id, now) })
    }
    await pool.query(`update leads set created_at = '2021-02-02T09:00:00Z' where id = any($1::int[])`, [leads.map((lead) => lead.id)])
    const starts: string[] = []
    for (const lead of leads.slice(0, 2)) {
      const [start] = (await answerSlots(context(pool), lead.token)).body.slots as string[]
      expect((await book(lead.token, start!)).status).toBe(201)
      starts.push(start!)
    }
    const range = { from: '2021-02-01', to: '2021-02-07' }
    const report = shapeReport(range, await reportRows(payload, range))
    const minutesFromLead = starts.map((start) => (Date.parse(start) - Date.parse('2021-02-02T09:00:00Z')) / 60_000)
    const medianMinutes = Math.round((minutesFromLead[0]! + minutesFromLead[1]!) / 2)
    const figures = { leads: 3, booked: 2, share: 2 / 3, medianMinutes }
    expect(report.bookingsByOrigin).toEqual([{ key: 'etude-gratuite', label: 'Étude gratuite', ...figures }])
    expect(report.bookingsBySource).toEqual([{ key: 'utm:rapport-visites / -', label: 'rapport-visites / -', ...figures }])
  })
})

describe('the visit’s address', () => {
  it('is asked when the lead has no street, kept on the lead, and said with the visit', async () => {
    const { id, token } = await newLead('59000')
    const slots = await answerSlots(context(pool), token)
    expect(slots.body).toMatchObject({ needsAddress: true, address: { street: '', postalCode: '59000', town: '' } })
    const start = (slots.body.slots as string[])[3]!
    const refused = await answerBooking(context(pool), JSON.stringify({ token, start, address: { street: ' ', town: '' } }), 'book')
    expect(refused).toEqual({
      status: 400,
      body: {
        message: 'Indiquez l’adresse où la visite aura lieu.',
        errors: { street: 'Indiquez le numéro et la rue de votre logement', town: 'Indiquez la ville de votre logement' },
      },
    })
    const noVisit = await pool.query('select count(*)::int as count from visits where lead_id = $1', [id])
    expect(noVisit.rows[0].count).toBe(0)

    // The lead's postal code stays: its calendars were chosen by it.
    const booked = await answerBooking(
      context(pool),
      JSON.stringify({ token, start, address: { street: '4 rue Nationale', postalCode: '80000', town: 'Lille' } }),
      'book',
    )
    expect(booked).toMatchObject({ status: 201, body: { visit: { place: '4 rue Nationale, 59000 Lille', postalCode: '59000' } } })
    const { rows } = await pool.query('select street, town, postal_code from leads where id = $1', [id])
    expect(rows[0]).toEqual({ street: '4 rue Nationale', town: 'Lille', postal_code: '59000' })
    const after = await answerSlots(context(pool), token)
    expect(after.body).toMatchObject({ needsAddress: false, visit: { place: '4 rue Nationale, 59000 Lille' } })
    // The visitor adds it to their calendar: a file with the invitations' UID, or Google Calendar's page filled in.
    const { rows: visits } = await pool.query('select id from visits where lead_id = $1 and status = $2', [id, 'booked'])
    const file = await answerVisitCalendar(context(pool), token)
    expect(file.status).toBe(200)
    const calendar = String(file.body.calendar).replace(/\r\n /g, '')
    expect(calendar).toContain(`UID:visite-${visits[0].id}@combles-nord.fr`)
    expect(calendar).toContain('LOCATION:Chez vous\\, 4 rue Nationale\\, 59000 Lille')
    const google = new URL(String((after.body.visit as { googleCalendar: string }).googleCalendar))
    expect(google.searchParams.get('location')).toBe('Chez vous, 4 rue Nationale, 59000 Lille')
    expect((await answerVisitCalendar(context(pool), `${token}x`)).status).toBe(404)
    // Cancelled then booked again: the address is known, not asked twice.
    expect((await answerCancel(context(pool), token)).status).toBe(200)
    expect((await answerVisitCalendar(context(pool), token)).status).toBe(409)
    const again = await answerBooking(context(pool), JSON.stringify({ token, start }), 'book')
    expect(again.status).toBe(201)
  })
})
