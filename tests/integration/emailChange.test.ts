import config from '@payload-config'
import { REST_PATCH, REST_POST } from '@payloadcms/next/routes'
import type { Payload, SendEmailOptions } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { slugs } from '@collections/slugs'
import { currentPasswordMessages } from '@/auth/requireCurrentPassword'
import { NOTIFY_OLD_EMAIL_TASK } from '@/auth/notifyOldEmail'
import { getTestPayload } from '../harness/payload'
import { emailsSentWhile } from '../harness/emailsSentWhile'

const password = 'le-bon-mot-de-passe-1'
const rest = { POST: REST_POST(config), PATCH: REST_PATCH(config) }

let payload: Payload
let run = 0
const unique = () => `${Date.now()}.${++run}`

type FieldError = { label?: string; message: string; path: string }
type Answer = {
  status: number
  body: { token?: string; doc?: { email?: string }; errors?: { message?: string; data?: { errors?: FieldError[] } }[] }
}

/** One call to Payload's REST API, as the admin's browser makes it, signed in with `token` when given. */
async function call(method: 'POST' | 'PATCH', path: string[], data: object, token?: string): Promise<Answer> {
  const headers = new Headers({ 'content-type': 'application/json' })
  if (token) headers.set('authorization', `JWT ${token}`)
  const request = new Request(`http://localhost:3000/api/${path.join('/')}`, { method, headers, body: JSON.stringify(data) })
  const response = await rest[method](request, { params: Promise.resolve({ slug: path }) })
  return { status: response.status, body: (await response.json()) as Answer['body'] }
}

const fieldErrors = (answer: Answer) => answer.body.errors?.[0]?.data?.errors ?? []

async function signIn(email: string): Promise<string> {
  const answer = await call('POST', [slugs.users, 'login'], { email, password })
  expect(answer.status).toBe(200)
  return answer.body.token!
}

async function isValid(token: string): Promise<boolean> {
  const { user } = await payload.auth({ headers: new Headers({ authorization: `JWT ${token}` }) })
  return user !== null
}

async function staff(role: 'admin' | 'sales') {
  const email = `adresse.${unique()}@test.combles-nord.fr`
  const user = await payload.create({
    collection: slugs.users,
    data: { email, password, role, name: 'Julie Martin' },
    overrideAccess: true,
  })
  return { id: user.id, email }
}

const storedEmail = async (id: number) => (await payload.findByID({ collection: slugs.users, id, overrideAccess: true })).email

/** The e-mails the jobs queued for this user's e-mail changes send, once run. */
async function noticesTo(userId: number): Promise<SendEmailOptions[]> {
  const { docs } = await payload.find({
    collection: 'payload-jobs',
    where: { and: [{ taskSlug: { equals: NOTIFY_OLD_EMAIL_TASK } }, { completedAt: { exists: false } }] },
    limit: 0,
    overrideAccess: true,
  })
  return emailsSentWhile(payload, async () => {
    for (const job of docs.filter((job) => Number((job.input as { userId: number }).userId) === userId))
      await payload.jobs.runByID({ id: job.id })
  })
}

beforeAll(async () => {
  payload = await getTestPayload()
})

describe('e-mail change', () => {
  it('changing one’s own e-mail asks for the current password: missing or wrong is refused and nothing changes', async () => {
    const user = await staff('sales')
    const token = await signIn(user.email)
    const missing = await call('PATCH', [slugs.users, String(user.id)], { email: `pirate.${unique()}@evil.example` }, token)
    expect(missing.status).toBe(400)
    expect(fieldErrors(missing)).toEqual([
      { label: 'Mot de passe actuel', message: currentPasswordMessages.missingForEmail, path: 'currentPassword' },
    ])
    expect(missing.body.errors?.[0]?.message).toBe(currentPasswordMessages.missingForEmail)
    const wrong = await call(
      'PATCH',
      [slugs.users, String(user.id)],
      { email: `pirate.${unique()}@evil.example`, currentPassword: 'pas-le-bon-mot' },
      token,
    )
    expect(wrong.status).toBe(400)
    expect(fieldErrors(wrong)).toEqual([{ label: 'Mot de passe actuel', message: currentPasswordMessages.wrong, path: 'currentPassword' }])
    expect(await storedEmail(user.id)).toBe(user.email)
    expect(await noticesTo(user.id)).toEqual([])
  })

  it('the same address in another case is no change and needs no password', async () => {
    const user = await staff('sales')
    const token = await signIn(user.email)
    const same = await call('PATCH', [slugs.users, String(user.id)], { email: user.email.toUpperCase(), name: 'Julie M.' }, token)
    expect(same.status).toBe(200)
    expect(await isValid(token)).toBe(true)
  })

  it('with the right password the e-mail changes, the other sessions end, this one stays, and the old address is told', async () => {
    const user = await staff('sales')
    const earlier = await signIn(user.email)
    const current = await signIn(user.email)
    const newEmail = `nouvelle.${unique()}@test.combles-nord.fr`
    const right = await call('PATCH', [slugs.users, String(user.id)], { email: newEmail, currentPassword: password }, current)
    expect(right.status).toBe(200)
    expect(await storedEmail(user.id)).toBe(newEmail)
    expect(await isValid(earlier)).toBe(false)
    expect(await isValid(current)).toBe(true)
    const notices = await noticesTo(user.id)
    expect(notices).toHaveLength(1)
    expect(notices[0]).toMatchObject({ to: user.email })
    expect(notices[0]?.text).toContain(newEmail)
  })

  it('an admin changes someone else’s e-mail without their password; every session of that user ends and the old address is told', async () => {
    const admin = await staff('admin')
    const target = await staff('sales')
    const targetSession = await signIn(target.email)
    const newEmail = `changee.${unique()}@test.combles-nord.fr`
    const answer = await call('PATCH', [slugs.users, String(target.id)], { email: newEmail }, await signIn(admin.email))
    expect(answer.status).toBe(200)
    expect(await storedEmail(target.id)).toBe(newEmail)
    expect(await isValid(targetSession)).toBe(false)
    const notices = await noticesTo(target.id)
    expect(notices.map((notice) => notice.to)).toEqual([target.email])
  })

  it('an admin changing their own e-mail gives their password too', async () => {
    const admin = await staff('admin')
    const token = await signIn(admin.email)
    const missing = await call('PATCH', [slugs.users, String(admin.id)], { email: `admin.${unique()}@evil.example` }, token)
    expect(missing.status).toBe(400)
    expect(await storedEmail(admin.id)).toBe(admin.email)
  })
})
