import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { slugs } from '@collections/slugs'
import { postgresOf } from '@/db/postgres'
import { emailField } from '@/forms/shared/contactFields'
import { acceptSubmission } from '@/leads/intake/acceptSubmission'
import type { User } from '@/payload-types'
import { createStaff } from '../harness/actors'
import { acceptedAddresses, refusedAddresses } from '../harness/emailAddresses'
import { getTestPayload } from '../harness/payload'
import { sampleAnswers } from '../harness/sampleAnswers'

let payload: Payload
let sales: User
let ipCounter = 0

const submit = (email: string) =>
  acceptSubmission(
    payload,
    {
      body: JSON.stringify({ formOrigin: 'contact', answers: { ...sampleAnswers.contact, email }, source: { page: '/contact' } }),
      contentType: 'application/json',
      ip: `203.0.113.${++ipCounter}`,
    },
    { max: 1000, windowSeconds: 600 },
  )

/** Whether the Leads collection stores a lead with this address (Payload's own validation, no access check). */
async function collectionAccepts(email: string): Promise<boolean> {
  try {
    await payload.create({
      collection: slugs.leads,
      data: { formOrigin: 'contact', name: 'Règle', email, status: 'new' },
      overrideAccess: true,
    })
    return true
  } catch (error) {
    if ((error as { status?: number }).status === 400) return false
    throw error
  }
}

/** Every update a salesperson makes from the panel: status, owner, next action. */
async function staffUpdates(id: number) {
  const update = (data: Record<string, unknown>) =>
    payload.update({ collection: slugs.leads, id, data, overrideAccess: false, user: sales })
  await update({ status: 'in-progress' })
  await update({ owner: sales.id })
  await update({ nextAction: { type: 'call', dueAt: new Date(Date.now() + 86_400_000).toISOString(), note: 'Rappeler' } })
  return payload.findByID({ collection: slugs.leads, id, depth: 0, overrideAccess: true })
}

beforeAll(async () => {
  payload = await getTestPayload()
  sales = (await createStaff(payload)).sales!
})

describe('one e-mail rule for the form, the server and the Leads collection', () => {
  it('the submission refuses the hostile address with the spec’s message, and stores nothing', async () => {
    const email = '"><img/src=x/onerror=alert(1)>@x.io'
    const outcome = await submit(email)
    expect(outcome.status).toBe(400)
    expect(outcome.body).toMatchObject({ errors: { email: 'Veuillez saisir une adresse email valide' } })
    const stored = await payload.count({ collection: slugs.leads, where: { email: { equals: email } }, overrideAccess: true })
    expect(stored.totalDocs).toBe(0)
  })

  it.each([...refusedAddresses, ...acceptedAddresses])('the form and the collection agree on %s', async (email) => {
    expect(await collectionAccepts(email)).toBe(emailField.safeParse(email).success)
  })

  it('a lead sent through the form with an unusual but accepted address stays updatable by staff', async () => {
    for (const email of acceptedAddresses) {
      const outcome = await submit(email)
      expect(outcome.status, email).toBe(201)
      const lead = await staffUpdates((outcome.body as { id: number }).id)
      expect(lead).toMatchObject({ status: 'in-progress', owner: sales.id, nextAction: { type: 'call' } })
    }
  })
})

describe('a lead stored earlier with an address the rule refuses', () => {
  it('stays updatable by staff; only a change of the address is checked', async () => {
    const outcome = await submit(`ancien.${Date.now()}@exemple.fr`)
    const id = (outcome.body as { id: number }).id
    const legacy = '"><img/src=x/onerror=alert(1)>@x.io'
    await postgresOf(payload).drizzle.execute(sql`update leads set email = ${legacy} where id = ${id}`)

    const lead = await staffUpdates(id)
    expect(lead).toMatchObject({ email: legacy, status: 'in-progress', owner: sales.id })

    await expect(
      payload.update({ collection: slugs.leads, id, data: { email: '<b>@x.io' }, overrideAccess: false, user: sales }),
    ).rejects.toMatchObject({ status: 400 })
    const fixed = await payload.update({
      collection: slugs.leads,
      id,
      data: { email: 'Corrige@Exemple.fr' },
      overrideAccess: false,
      user: sales,
    })
    expect(fixed.email).toBe('corrige@exemple.fr')
  })
})
