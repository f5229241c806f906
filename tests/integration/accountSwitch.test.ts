import config from '@payload-config'
import { REST_PATCH, REST_POST } from '@payloadcms/next/routes'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { slugs } from '@collections/slugs'
import { postgresOf } from '@/db/postgres'
import type { NewLead } from '@/leads/intake/leadRow'
import { storeLead } from '@/leads/intake/storeLead'
import { loadCalendars } from '@/appointments/server/loadCalendars'
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

async function staff(role: 'admin' | 'sales', name: string = role) {
  const email = `actif.${unique()}@test.combles-nord.fr`
  const user = await payload.create({ collection: slugs.users, data: { email, password, role, name }, overrideAccess: true })
  return { id: user.id, email }
}

const submission = (tag: string): NewLead => ({
  formOrigin: 'contact',
  status: 'new',
  suspectedSpam: false,
  name: `Actif ${tag}`,
  email: `actif.${tag}@example.fr`,
  phone: `07 ${String(Date.now() % 1e8).padStart(8, '0')}`,
  postalCode: '59000',
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
