import config from '@payload-config'
import { REST_PATCH, REST_POST } from '@payloadcms/next/routes'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { slugs } from '@collections/slugs'
import { postgresOf } from '@/db/postgres'
import type { NewLead } from '@/leads/intake/leadRow'
import { storeLead } from '@/leads/intake/storeLead'
import { loadCalendars } from '@/appointments/server/loadCalendars'
import { newBookingToken } from '@/appointments/rules/bookingToken'
import { answerBooking, answerSlots } from '@/appointments/server/answerAppointments'
import { getTestPayload } from '../harness/payload'

const FAILURE_MESSAGE = 'Erreur de connexion. Veuillez vérifier vos identifiants.'
const password = 'le-bon-mot-de-passe-1'
const rest = { POST: REST_POST(config), PATCH: REST_PATCH(config) }

let payload: Payload
let run = 0
const unique = () => `${Date.now()}.${++run}`

type Answer = { status: number; body: { token?: string; errors?: { message?: string }[] } }

/** One call to Payload's REST API, signed in with `token` when given. */
async function call(method: 'POST' | 'PATCH', path: string[], data: object, token?: string): Promise<Answer> {
  const headers = new Headers({ 'content-type': 'application/json' })
  if (token) headers.set('authorization', `JWT ${token}`)
  const request = new Request(`http://localhost:3000/api/${path.join('/')}`, { method, headers, body: JSON.stringify(data) })
  const response = await rest[method](request, { params: Promise.resolve({ slug: path }) })
  return { status: response.status, body: (await response.json()) as Answer['body'] }
}

const signIn = (email: string) => call('POST', [slugs.users, 'login'], { email, password })

async function isValid(token: string): Promise<boolean> {
  const { user } = await payload.auth({ headers: new Headers({ authorization: `JWT ${token}` }) })
  return user !== null
}

async function staff(role: 'admin' | 'sales', name: string = role, departments: string[] = []) {
  const email = `actif.${unique()}@test.combles-nord.fr`
  const user = await payload.create({ collection: slugs.users, data: { email, password, role, name, departments }, overrideAccess: true })
  return { id: user.id, email }
}

const submission = (tag: string, postalCode = '59000'): NewLead => ({
  formOrigin: 'contact',
  status: 'new',
  suspectedSpam: false,
  name: `Actif ${tag}`,
  email: `actif.${tag}@example.fr`,
  phone: `07 ${String((Date.now() + ++run) % 1e8).padStart(8, '0')}`,
  postalCode,
  message: '',
  formData: {},
  source: { page: '/contact', referrer: '', utmSource: '', utmMedium: '', utmCampaign: '', utmTerm: '', utmContent: '' },
  proof: { formVersion: 'contact-1', page: '/contact', submittedAt: new Date().toISOString(), marketingConsent: false },
  submissionId: `actif-${tag}-abcdefghijkl`,
})

beforeAll(async () => {
  payload = await getTestPayload()
})

describe('the « Actif » switch', () => {
  it('a new account is active', async () => {
    const { id } = await staff('sales')
    const user = await payload.findByID({ collection: slugs.users, id, overrideAccess: true })
    expect(user.active).toBe(true)
  })

  it('PATCH /api/users/:id {"active": false} by an admin: the sign-in is refused with the usual message, open sessions end', async () => {
    const admin = await staff('admin')
    const seller = await staff('sales')
    const adminToken = (await signIn(admin.email)).body.token!
    const sellerAnswer = await signIn(seller.email)
    expect(sellerAnswer.status).toBe(200)
    const sellerToken = sellerAnswer.body.token!
    expect(await isValid(sellerToken)).toBe(true)

    expect((await call('PATCH', [slugs.users, String(seller.id)], { active: false }, adminToken)).status).toBe(200)
    expect(await isValid(sellerToken)).toBe(false)
    const refused = await signIn(seller.email)
    expect(refused.status).toBe(401)
    expect(refused.body.errors?.[0]?.message).toBe(FAILURE_MESSAGE)
    expect(refused.body.token).toBeUndefined()
    // The admin's own session is untouched, and switching back on lets the person in again.
    expect(await isValid(adminToken)).toBe(true)
    expect((await call('PATCH', [slugs.users, String(seller.id)], { active: true }, adminToken)).status).toBe(200)
    expect((await signIn(seller.email)).status).toBe(200)
  })

  it('a salesperson cannot switch an account on or off, their own included', async () => {
    const seller = await staff('sales')
    const token = (await signIn(seller.email)).body.token!
    await call('PATCH', [slugs.users, String(seller.id)], { active: false }, token)
    const user = await payload.findByID({ collection: slugs.users, id: seller.id, overrideAccess: true })
    expect(user.active).toBe(true)
  })

  it('a switched-off salesperson gets no new lead and offers no visit slot, even receiving leads', async () => {
    const { pool } = postgresOf(payload)
    await pool.query('update users set receives_leads = false')
    await payload.updateGlobal({ slug: slugs.leadAssignment, data: { rule: 'round-robin' }, overrideAccess: true })
    const gone = await staff('sales', 'Partie')
    const here = await staff('sales', 'Présente')
    await payload.update({ collection: slugs.users, id: gone.id, data: { active: false }, overrideAccess: true })
    const owners = []
    for (let index = 0; index < 4; index++) {
      const id = await storeLead(payload, submission(`${unique()}-${index}`))
      const lead = await payload.findByID({ collection: slugs.leads, id, depth: 0, overrideAccess: true })
      owners.push(lead.owner)
    }
    expect(owners).toEqual([here.id, here.id, here.id, here.id])
    const now = new Date()
    const calendars = await loadCalendars(pool, '59', { from: now, to: new Date(now.getTime() + 14 * 86_400_000) }, null)
    expect(calendars.map((calendar) => calendar.id)).toEqual([here.id])
  })
})

describe('the handover of a person who leaves', () => {
  it('POST /api/users/:id/handover gives their open leads to a colleague, with history, e-mail and their visits', async () => {
    const { pool } = postgresOf(payload)
    await pool.query('update users set receives_leads = false')
    const admin = await staff('admin')
    const adminToken = (await signIn(admin.email)).body.token!
    const leaving = await staff('sales', 'Sophie Leroy', ['02'])
    const colleague = await staff('sales', 'Marc Petit', ['02'])
    const leads: number[] = []
    for (let index = 0; index < 3; index++) leads.push(await storeLead(payload, submission(`relais-${unique()}`, '02100')))
    await pool.query('update leads set owner_id = $1 where id = any($2::int[])', [leaving.id, leads])
    await pool.query(`update leads set status = 'converted' where id = $1`, [leads[2]])
    // The first lead has a visit with the person leaving, on the last slot of the window.
    const now = new Date()
    const token = newBookingToken(payload.secret, leads[0]!, now)
    const slots = (await answerSlots({ pool, secret: payload.secret, now }, token)).body.slots as string[]
    const booked = await answerBooking(
      { pool, secret: payload.secret, now },
      JSON.stringify({ token, start: slots.at(-1), address: { street: '1 rue Neuve', town: 'Lille' } }),
      'book',
    )
    expect(booked.status).toBe(201)

    const sellerToken = (await signIn(leaving.email)).body.token!
    const forbidden = await call('POST', [slugs.users, String(leaving.id), 'handover'], { to: colleague.id }, sellerToken)
    expect(forbidden.status).toBe(403)
    const { rows: last } = await pool.query<{ id: number }>('select coalesce(max(id), 0)::int as id from payload_jobs')
    const handover = await call('POST', [slugs.users, String(leaving.id), 'handover'], { to: colleague.id }, adminToken)
    expect(handover.status).toBe(200)
    const owners = await pool.query<{ id: number; owner_id: number }>(
      'select id, owner_id from leads where id = any($1::int[]) order by id',
      [leads],
    )
    expect(owners.rows.map((row) => row.owner_id)).toEqual([colleague.id, colleague.id, leaving.id])
    const visit = await pool.query<{ owner_id: number }>(`select owner_id from visits where lead_id = $1 and status = 'booked'`, [leads[0]])
    expect(visit.rows[0]?.owner_id).toBe(colleague.id)
    const history = await pool.query<{ after: string }>(
      `select after from lead_changes where lead_id = $1 and field = 'owner' order by id`,
      [leads[1]],
    )
    expect(history.rows.at(-1)?.after).toBe('Marc Petit')
    const mails = await pool.query(
      `select 1 from payload_jobs where task_slug = 'notifyOwnerOfLead' and (input ->> 'ownerId')::int = $1 and id > $2`,
      [colleague.id, last[0]!.id],
    )
    expect(mails.rows).toHaveLength(2)
  })
})
