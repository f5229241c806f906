import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { slugs } from '@collections/slugs'
import { getTestPayload } from '../harness/payload'

let payload: Payload
const email = `lockout.${Date.now()}@test.combles-nord.fr`
const password = 'le-bon-mot-de-passe-1'

const login = (attempt: string) => payload.login({ collection: slugs.users, data: { email, password: attempt } })

beforeAll(async () => {
  payload = await getTestPayload()
  await payload.create({ collection: slugs.users, data: { email, password, role: 'sales' }, overrideAccess: true })
})

afterAll(async () => {
  await payload.destroy()
})

describe('login lockout', () => {
  it('locks the account after 5 failures, even for the right password, until an admin unlocks it', async () => {
    for (let failure = 1; failure <= 5; failure++) await expect(login('mauvais')).rejects.toMatchObject({ status: 401 })
    await expect(login(password)).rejects.toMatchObject({ name: 'LockedAuth' })
    await payload.unlock({ collection: slugs.users, data: { email, password: '' }, overrideAccess: true })
    const session = await login(password)
    expect(session.user?.email).toBe(email)
  })

  it('four failures do not lock', async () => {
    for (let failure = 1; failure <= 4; failure++) await expect(login('mauvais')).rejects.toMatchObject({ status: 401 })
    expect((await login(password)).token).toBeTruthy()
  })
})
