import config from '@payload-config'
import { REST_PATCH, REST_POST } from '@payloadcms/next/routes'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { slugs } from '@collections/slugs'
import { passwordMessages } from '@/auth/passwordProblem'
import { currentPasswordMessages } from '@/auth/requireCurrentPassword'
import { getTestPayload } from '../harness/payload'

const password = 'le-bon-mot-de-passe-1'
const newPassword = 'un-nouveau-mot-de-passe-2'
const rest = { POST: REST_POST(config), PATCH: REST_PATCH(config) }

let payload: Payload
let run = 0
const unique = () => `${Date.now()}.${++run}`

type FieldError = { label?: string; message: string; path: string }
type Answer = { status: number; body: { token?: string; errors?: { message?: string; data?: { errors?: FieldError[] } }[] } }

/** One call to Payload's REST API, as the admin's browser makes it, signed in with `token` when given. */
async function call(method: 'POST' | 'PATCH', path: string[], data: object, token?: string): Promise<Answer> {
  const headers = new Headers({ 'content-type': 'application/json' })
  if (token) headers.set('authorization', `JWT ${token}`)
  const request = new Request(`http://localhost:3000/api/${path.join('/')}`, { method, headers, body: JSON.stringify(data) })
  const response = await rest[method](request, { params: Promise.resolve({ slug: path }) })
  return { status: response.status, body: (await response.json()) as Answer['body'] }
}

const fieldErrors = (answer: Answer) => answer.body.errors?.[0]?.data?.errors ?? []

/** A new session of `email`: its token. */
async function signIn(email: string, secret = password): Promise<string> {
  const answer = await call('POST', [slugs.users, 'login'], { email, password: secret })
  expect(answer.status).toBe(200)
  return answer.body.token!
}

/** Whether a session's token still signs its user in. */
async function isValid(token: string): Promise<boolean> {
  const { user } = await payload.auth({ headers: new Headers({ authorization: `JWT ${token}` }) })
  return user !== null
}

async function staff(role: 'admin' | 'editor' | 'sales') {
  const email = `passwords.${unique()}@test.combles-nord.fr`
  const user = await payload.create({ collection: slugs.users, data: { email, password, role }, overrideAccess: true })
  return { id: user.id, email }
}

/** The field errors of a refused Local API operation. */
async function refusal(operation: Promise<unknown>): Promise<FieldError[]> {
  const error = await operation.then(
    () => null,
    (reason: unknown) => reason,
  )
  expect(error).toMatchObject({ status: 400 })
  return (error as { data: { errors: FieldError[] } }).data.errors
}

beforeAll(async () => {
  payload = await getTestPayload()
})

describe('staff passwords', () => {
  it('a password under 12 characters is refused, at creation and at change', async () => {
    const email = `court.${unique()}@test.combles-nord.fr`
    const created = payload.create({ collection: slugs.users, data: { email, password: 'k9#Lq2!x', role: 'sales' }, overrideAccess: true })
    expect(await refusal(created)).toEqual([{ label: 'Mot de passe', message: passwordMessages.tooShort, path: 'password' }])
    const { id } = await staff('sales')
    const changed = payload.update({ collection: slugs.users, id, data: { password: 'abc' }, overrideAccess: true })
    expect(await refusal(changed)).toEqual([{ label: 'Mot de passe', message: passwordMessages.tooShort, path: 'password' }])
  })

  it('a common password is refused in any case, at creation, at change and at reset by e-mail token', async () => {
    const email = `courant.${unique()}@test.combles-nord.fr`
    const created = payload.create({
      collection: slugs.users,
      data: { email, password: 'MotDePasse123', role: 'sales' },
      overrideAccess: true,
    })
    expect(await refusal(created)).toEqual([{ label: 'Mot de passe', message: passwordMessages.tooGuessable, path: 'password' }])
    const user = await staff('sales')
    const changed = payload.update({ collection: slugs.users, id: user.id, data: { password: 'AZERTYUIOP12' }, overrideAccess: true })
    expect(await refusal(changed)).toEqual([{ label: 'Mot de passe', message: passwordMessages.tooGuessable, path: 'password' }])
    const token = await payload.forgotPassword({ collection: slugs.users, data: { email: user.email }, disableEmail: true })
    const reset = payload.resetPassword({ collection: slugs.users, data: { token, password: 'azertyuiop12' }, overrideAccess: true })
    expect(await refusal(reset)).toEqual([{ label: 'Mot de passe', message: passwordMessages.tooGuessable, path: 'password' }])
    await payload.resetPassword({ collection: slugs.users, data: { token, password: newPassword }, overrideAccess: true })
    expect(await signIn(user.email, newPassword)).toBeTruthy()
  })

  it('the account’s own e-mail, the company’s words, French favourites and invisible characters are refused, a long passphrase accepted', async () => {
    const email = `julie.martin.${unique()}@test.combles-nord.fr`
    const create = (secret: string) =>
      payload.create({
        collection: slugs.users,
        data: { email, name: 'Julie Martin', password: secret, role: 'sales' },
        overrideAccess: true,
      })
    for (const secret of [email, 'CombleNord2024!', 'Jtm123456789', 'Jesuisla2024', 'JulieMartin1985']) {
      const errors = await refusal(create(secret))
      expect(errors.map((error) => error.path)).toEqual(['password'])
      expect(errors[0]?.message, secret).toMatch(/^Ce mot de passe .+\.$/)
    }
    expect(await refusal(create('grenier-lucarne\u200b-ardoise-pivoine'))).toEqual([
      { label: 'Mot de passe', message: passwordMessages.invisible, path: 'password' },
    ])
    const accepted = await create('grenier lucarne ardoise pivoine')
    expect(accepted.email).toBe(email)
    // A user's own change is checked against their own e-mail and name too.
    const user = await staff('sales')
    const token = await signIn(user.email)
    const own = await call('PATCH', [slugs.users, String(user.id)], { password: `${user.email}!`, currentPassword: password }, token)
    expect(own.status).toBe(400)
    expect(fieldErrors(own).map((error) => error.path)).toEqual(['password'])
  })

  it('a long e-mail is refused as its own password, in any case, at creation and at one’s own change', async () => {
    const email = `jean-christophe.dupont.${unique()}@combles-nord.fr`
    for (const secret of [email, email.toUpperCase(), `Tq8#vW2!pL5z ${email.split('@')[0]}`]) {
      const created = payload.create({
        collection: slugs.users,
        data: { email, name: 'Jean-Christophe Dupont', password: secret, role: 'sales' },
        overrideAccess: true,
      })
      expect(await refusal(created), secret).toEqual([{ label: 'Mot de passe', message: passwordMessages.personal, path: 'password' }])
    }
    const user = await payload.create({
      collection: slugs.users,
      data: { email, name: 'Jean-Christophe Dupont', password, role: 'sales' },
      overrideAccess: true,
    })
    const own = await call(
      'PATCH',
      [slugs.users, String(user.id)],
      { password: email.toUpperCase(), currentPassword: password },
      await signIn(email),
    )
    expect(own.status).toBe(400)
    expect(fieldErrors(own)).toEqual([{ label: 'Mot de passe', message: passwordMessages.personal, path: 'password' }])
  })

  it('the braille blank and full-width look-alikes of refused words are refused', async () => {
    const { id } = await staff('sales')
    const braille = payload.update({
      collection: slugs.users,
      id,
      data: { password: 'grenier\u2800lucarne ardoise pivoine' },
      overrideAccess: true,
    })
    expect(await refusal(braille)).toEqual([{ label: 'Mot de passe', message: passwordMessages.invisible, path: 'password' }])
    const fullWidth = payload.update({
      collection: slugs.users,
      id,
      data: { password: 'Ｐａｓｓｗｏｒｄ２０２４！' },
      overrideAccess: true,
    })
    expect(await refusal(fullWidth)).toEqual([{ label: 'Mot de passe', message: passwordMessages.tooGuessable, path: 'password' }])
  })

  it('changing one’s own password asks for the current one: missing or wrong is refused, right is accepted', async () => {
    const user = await staff('sales')
    const token = await signIn(user.email)
    const missing = await call('PATCH', [slugs.users, String(user.id)], { password: newPassword }, token)
    expect(missing.status).toBe(400)
    expect(fieldErrors(missing)).toEqual([
      { label: 'Mot de passe actuel', message: currentPasswordMessages.missing, path: 'currentPassword' },
    ])
    // The admin's toast shows the error's own message: the reason, in French.
    expect(missing.body.errors?.[0]?.message).toBe(currentPasswordMessages.missing)
    const wrong = await call('PATCH', [slugs.users, String(user.id)], { password: newPassword, currentPassword: 'pas-le-bon-mot' }, token)
    expect(wrong.status).toBe(400)
    expect(fieldErrors(wrong)).toEqual([{ label: 'Mot de passe actuel', message: currentPasswordMessages.wrong, path: 'currentPassword' }])
    await expect(payload.login({ collection: slugs.users, data: { email: user.email, password: newPassword } })).rejects.toMatchObject({
      status: 401,
    })
    const right = await call('PATCH', [slugs.users, String(user.id)], { password: newPassword, currentPassword: password }, token)
    expect(right.status).toBe(200)
    expect(await signIn(user.email, newPassword)).toBeTruthy()
  })

  it('a user’s own password change ends their other sessions and keeps the one that made it', async () => {
    const user = await staff('editor')
    const earlier = await signIn(user.email)
    const current = await signIn(user.email)
    expect(await isValid(earlier)).toBe(true)
    const answer = await call('PATCH', [slugs.users, String(user.id)], { password: newPassword, currentPassword: password }, current)
    expect(answer.status).toBe(200)
    expect(await isValid(earlier)).toBe(false)
    expect(await isValid(current)).toBe(true)
  })

  it('an admin setting a short password for someone is told why, in the message the admin shows', async () => {
    const admin = await staff('admin')
    const target = await staff('sales')
    const answer = await call('PATCH', [slugs.users, String(target.id)], { password: 'court' }, await signIn(admin.email))
    expect(answer.status).toBe(400)
    expect(answer.body.errors?.[0]?.message).toBe(passwordMessages.tooShort)
    expect(fieldErrors(answer)).toEqual([{ label: 'Mot de passe', message: passwordMessages.tooShort, path: 'password' }])
  })

  it('an admin sets another user’s password without theirs, and every session of that user ends', async () => {
    const admin = await staff('admin')
    const target = await staff('sales')
    const targetSession = await signIn(target.email)
    const answer = await call('PATCH', [slugs.users, String(target.id)], { password: newPassword }, await signIn(admin.email))
    expect(answer.status).toBe(200)
    expect(await isValid(targetSession)).toBe(false)
    expect(await signIn(target.email, newPassword)).toBeTruthy()
  })

  it('a role change ends every session of the user', async () => {
    const admin = await staff('admin')
    const target = await staff('sales')
    const targetSession = await signIn(target.email)
    const answer = await call('PATCH', [slugs.users, String(target.id)], { role: 'editor' }, await signIn(admin.email))
    expect(answer.status).toBe(200)
    expect(await isValid(targetSession)).toBe(false)
  })

  it('an admin changing their own role keeps the session that made the change and ends the others', async () => {
    const admin = await staff('admin')
    const earlier = await signIn(admin.email)
    const current = await signIn(admin.email)
    const answer = await call('PATCH', [slugs.users, String(admin.id)], { role: 'editor' }, current)
    expect(answer.status).toBe(200)
    expect(await isValid(earlier)).toBe(false)
    expect(await isValid(current)).toBe(true)
  })

  it('a change of name leaves the sessions alone', async () => {
    const user = await staff('sales')
    const session = await signIn(user.email)
    const answer = await call('PATCH', [slugs.users, String(user.id)], { name: 'Nouveau nom' }, session)
    expect(answer.status).toBe(200)
    expect(await isValid(session)).toBe(true)
  })
})
