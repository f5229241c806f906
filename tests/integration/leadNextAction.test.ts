import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { slugs } from '@collections/slugs'
import { contactTime } from '@/leads/rules/contactTime'
import type { User } from '@/payload-types'
import { createStaff } from '../harness/actors'
import { getTestPayload } from '../harness/payload'

let payload: Payload
let sales: User
let editor: User

const newLead = async () =>
  (
    await payload.create({
      collection: slugs.leads,
      data: { formOrigin: 'contact', name: 'Suite', email: `suite.${Date.now()}.${Math.random()}@example.fr`, status: 'to-contact' },
      overrideAccess: true,
      context: { skipAssignment: true },
    })
  ).id

const stored = (id: number) => payload.findByID({ collection: slugs.leads, id, overrideAccess: true, depth: 0 })
const call = { type: 'call' as const, dueAt: '2026-03-12T09:00:00.000Z', note: 'Rappeler pour le devis' }

beforeAll(async () => {
  payload = await getTestPayload()
  const staff = await createStaff(payload)
  sales = staff.sales!
  editor = staff.editor!
})

describe('the next action of a lead', () => {
  it('is set by a salesperson and recorded in the history', async () => {
    const id = await newLead()
    await payload.update({ collection: slugs.leads, id, data: { nextAction: call }, overrideAccess: false, user: sales })
    expect((await stored(id)).nextAction).toMatchObject(call)
    const { docs } = await payload.find({ collection: slugs.leadChanges, where: { lead: { equals: id } }, overrideAccess: true, depth: 0 })
    expect(docs.map((change) => [change.field, change.before, change.after, change.author])).toEqual([
      ['nextAction', 'Aucune', 'Appel le 12 mars 2026 à 10:00 (Rappeler pour le devis)', sales.id],
    ])
  })

  it('needs both a type and a due date, checked on the server', async () => {
    const id = await newLead()
    await expect(
      payload.update({ collection: slugs.leads, id, data: { nextAction: { type: 'call' } }, overrideAccess: false, user: sales }),
    ).rejects.toMatchObject({ status: 400 })
    await expect(
      payload.update({ collection: slugs.leads, id, data: { nextAction: { dueAt: call.dueAt } }, overrideAccess: false, user: sales }),
    ).rejects.toMatchObject({ status: 400 })
    await expect(
      payload.update({
        collection: slugs.leads,
        id,
        data: { nextAction: { ...call, type: 'fax' as never } },
        overrideAccess: false,
        user: sales,
      }),
    ).rejects.toMatchObject({ status: 400 })
  })

  it('is closed when the lead moves to Converti or Invalide, and the history says so', async () => {
    for (const status of ['converted', 'invalid'] as const) {
      const id = await newLead()
      await payload.update({ collection: slugs.leads, id, data: { nextAction: call }, overrideAccess: false, user: sales })
      await payload.update({ collection: slugs.leads, id, data: { status }, overrideAccess: false, user: sales })
      const lead = await stored(id)
      expect(lead.nextAction?.type ?? null).toBeNull()
      expect(lead.nextAction?.dueAt ?? null).toBeNull()
      const { docs } = await payload.find({
        collection: slugs.leadChanges,
        where: { and: [{ lead: { equals: id } }, { field: { equals: 'nextAction' } }] },
        sort: 'createdAt',
        overrideAccess: true,
      })
      expect(docs.at(-1)).toMatchObject({ before: 'Appel le 12 mars 2026 à 10:00 (Rappeler pour le devis)', after: 'Aucune' })
    }
  })

  it('stays on the move to Converti when the salesperson keeps it, and is still reminded; Perdu’s or Invalide’s keep means nothing', async () => {
    const kept = await newLead()
    await payload.update({ collection: slugs.leads, id: kept, data: { nextAction: call }, overrideAccess: false, user: sales })
    await payload.update({
      collection: slugs.leads,
      id: kept,
      data: { status: 'converted', keepNextAction: true },
      overrideAccess: false,
      user: sales,
    })
    const lead = await stored(kept)
    expect(lead.status).toBe('converted')
    expect(lead.nextAction?.type).toBe('call')
    // A later change of the converted lead keeps it too.
    await payload.update({ collection: slugs.leads, id: kept, data: { message: 'Contrat signé' }, overrideAccess: false, user: sales })
    expect((await stored(kept)).nextAction?.type).toBe('call')
    const ended = await newLead()
    await payload.update({ collection: slugs.leads, id: ended, data: { nextAction: call }, overrideAccess: false, user: sales })
    await payload.update({
      collection: slugs.leads,
      id: ended,
      data: { status: 'invalid', keepNextAction: true },
      overrideAccess: false,
      user: sales,
    })
    expect((await stored(ended)).nextAction?.type ?? null).toBeNull()
  })

  it('lists under "En retard" through the dashboard’s where (indexed column), and editors may not touch it', async () => {
    const id = await newLead()
    await payload.update({ collection: slugs.leads, id, data: { nextAction: call }, overrideAccess: false, user: sales })
    const late = await payload.find({
      collection: slugs.leads,
      where: { and: [{ id: { equals: id } }, { 'nextAction.dueAt': { less_than: new Date().toISOString() } }] },
      overrideAccess: false,
      user: sales,
    })
    expect(late.totalDocs).toBe(1)
    await expect(
      payload.update({ collection: slugs.leads, id, data: { nextAction: { ...call, note: 'x' } }, overrideAccess: false, user: editor }),
    ).rejects.toMatchObject({ status: 403 })
  })

  it('a future-dated activity is planned: never the last contact', async () => {
    const id = await newLead()
    const tomorrow = new Date(Date.now() + 36 * 60 * 60 * 1000)
    expect(contactTime(tomorrow, new Date())).toBeNull()
    await payload.create({
      collection: slugs.leadActivities,
      data: { lead: id, date: tomorrow.toISOString(), types: ['meeting-confirmed'] },
      overrideAccess: false,
      user: sales,
    })
    expect((await stored(id)).lastContactAt ?? null).toBeNull()
  })
})
