import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { slugs } from '@collections/slugs'
import { postgresOf } from '@/db/postgres'
import { acceptSubmission } from '@/leads/intake/acceptSubmission'
import type { User } from '@/payload-types'
import { createStaff } from '../harness/actors'
import { getTestPayload } from '../harness/payload'
import { sampleAnswers } from '../harness/sampleAnswers'

let payload: Payload
let sales: User
let ipCounter = 0
const phoneMessage = 'Le numéro doit contenir au moins 10 chiffres'

const submit = (formOrigin: 'contact' | 'etude-gratuite', answers: Record<string, unknown>) =>
  acceptSubmission(
    payload,
    {
      body: JSON.stringify({ formOrigin, answers: { ...sampleAnswers[formOrigin], ...answers }, source: { page: `/${formOrigin}` } }),
      contentType: 'application/json',
      ip: `198.51.100.${++ipCounter}`,
    },
    { max: 1000, windowSeconds: 600 },
  )

const uniqueEmail = (tag: string) => `${tag}.${Date.now()}.${ipCounter}@example.fr`

const leadsWithEmail = async (email: string) =>
  (await payload.find({ collection: slugs.leads, where: { email: { equals: email } }, overrideAccess: true })).docs

beforeAll(async () => {
  payload = await getTestPayload()
  sales = (await createStaff(payload)).sales!
})

describe('the lead endpoint applies the phone rule and takes a postal code typed with a space', () => {
  it.each(['+33 6 12 34 56 7', '1234567890', '0612 ab 345678'])(
    'refuses the phone %s with the spec’s message and stores nothing',
    async (phone) => {
      const email = uniqueEmail('telephone')
      const outcome = await submit('contact', { phone, email })
      expect(outcome.status).toBe(400)
      expect(outcome.body).toMatchObject({ errors: { phone: phoneMessage } })
      expect(await leadsWithEmail(email)).toHaveLength(0)
    },
  )

  it('stores 76 000 as 76000, and a code outside the three regions as it is', async () => {
    const inArea = uniqueEmail('rouen')
    expect((await submit('etude-gratuite', { postalCode: '76 000', email: inArea })).status).toBe(201)
    const [lead] = await leadsWithEmail(inArea)
    expect(lead).toMatchObject({ postalCode: '76000', formData: { postalCode: '76000' } })

    const outOfArea = uniqueEmail('marseille')
    expect((await submit('etude-gratuite', { postalCode: '13001', email: outOfArea })).status).toBe(201)
    expect((await leadsWithEmail(outOfArea))[0]).toMatchObject({ postalCode: '13001' })
  })
})

describe('the Leads collection’s phone field follows the same rule', () => {
  const create = (phone: string) =>
    payload.create({
      collection: slugs.leads,
      data: { formOrigin: 'contact', name: 'Règle', email: uniqueEmail('collection'), phone, status: 'new' },
      overrideAccess: true,
    })

  it('refuses a new lead with a number the forms refuse, with the forms’ message', async () => {
    await expect(create('1234567890')).rejects.toMatchObject({ status: 400, data: { errors: [{ message: phoneMessage }] } })
    await expect(create('+33 6 12 34 56 7')).rejects.toMatchObject({ status: 400 })
    expect((await create('+33 6 12 34 56 78')).phone).toBe('+33 6 12 34 56 78')
    expect((await create('')).phone).toBe('')
  })

  it('a lead stored earlier with a number the rule refuses stays updatable; only a change of the number is checked', async () => {
    const outcome = await submit('contact', { email: uniqueEmail('ancien') })
    const id = (outcome.body as { id: number }).id
    await postgresOf(payload).drizzle.execute(sql`update leads set phone = ${'06 12 34'} where id = ${id}`)

    const update = (data: Record<string, unknown>) =>
      payload.update({ collection: slugs.leads, id, data, overrideAccess: false, user: sales })
    expect(await update({ status: 'in-progress' })).toMatchObject({ phone: '06 12 34', status: 'in-progress' })
    await expect(update({ phone: '06 12 34 56 7' })).rejects.toMatchObject({ status: 400 })
    expect(await update({ phone: '06 12 34 56 79' })).toMatchObject({ phone: '06 12 34 56 79' })
  })
})
