import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { slugs } from '@collections/slugs'
import { anonymiseLead } from '@/leads/jobs/anonymiseLead'
import type { LeadChange, User } from '@/payload-types'
import { attempt, createStaff } from '../harness/actors'
import { getTestPayload } from '../harness/payload'

let payload: Payload
let sales: User
let admin: User
let editor: User

const newLead = async () =>
  (
    await payload.create({
      collection: slugs.leads,
      data: {
        formOrigin: 'contact',
        name: 'Historique',
        email: `histo.${Date.now()}.${Math.random()}@example.fr`,
        phone: '',
        status: 'new',
      },
      overrideAccess: true,
      // Unassigned: this file looks at the history of the other fields (see leadAssignment.test.ts).
      context: { skipAssignment: true },
    })
  ).id

const historyOf = async (lead: number) =>
  (
    await payload.find({
      collection: slugs.leadChanges,
      where: { lead: { equals: lead } },
      sort: 'createdAt',
      depth: 0,
      overrideAccess: true,
      limit: 100,
    })
  ).docs.map((change: LeadChange) => ({ field: change.field, before: change.before, after: change.after, author: change.author }))

beforeAll(async () => {
  payload = await getTestPayload()
  const staff = await createStaff(payload)
  sales = staff.sales!
  admin = staff.admin!
  editor = staff.editor!
})

describe('the history of a lead', () => {
  it('records the opening, a status change and contact edits: who, before → after', async () => {
    const id = await newLead()
    await payload.findByID({ collection: slugs.leads, id, overrideAccess: false, user: sales })
    await payload.update({ collection: slugs.leads, id, data: { status: 'in-progress' }, overrideAccess: false, user: sales })
    await payload.update({
      collection: slugs.leads,
      id,
      data: { name: 'Historique Bis', phone: '06 12 34 56 78', message: 'pas suivi' },
      overrideAccess: false,
      user: admin,
    })
    expect(await historyOf(id)).toEqual([
      { field: 'status', before: 'Nouveau', after: 'À contacter', author: sales.id },
      { field: 'status', before: 'À contacter', after: 'En cours', author: sales.id },
      { field: 'name', before: 'Historique', after: 'Historique Bis', author: admin.id },
      { field: 'phone', before: '(vide)', after: '06 12 34 56 78', author: admin.id },
    ])
  })

  it('shows the opening at once in the history of the read that opens the lead', async () => {
    const id = await newLead()
    const opened = await payload.findByID({ collection: slugs.leads, id, overrideAccess: false, user: sales, depth: 1 })
    const changes = (opened.changes?.docs ?? []) as LeadChange[]
    expect(changes.map((change) => [change.field, change.before, change.after, change.authorName])).toEqual([
      ['status', 'Nouveau', 'À contacter', 'sales'],
    ])
    const reread = await payload.findByID({ collection: slugs.leads, id, overrideAccess: false, user: sales, depth: 1 })
    expect(((reread.changes?.docs ?? []) as LeadChange[]).map((change) => change.id)).toEqual([changes[0]!.id])
  })

  it('records nothing for a save that changes no tracked field', async () => {
    const id = await newLead()
    await payload.update({ collection: slugs.leads, id, data: { message: 'Autre message' }, overrideAccess: false, user: sales })
    expect(await historyOf(id)).toEqual([])
  })

  it('is shown on the lead, newest first', async () => {
    const id = await newLead()
    await payload.update({ collection: slugs.leads, id, data: { status: 'to-contact' }, overrideAccess: false, user: sales })
    await payload.update({ collection: slugs.leads, id, data: { status: 'converted' }, overrideAccess: false, user: sales })
    const lead = await payload.findByID({ collection: slugs.leads, id, overrideAccess: false, user: sales, depth: 1 })
    const changes = (lead.changes?.docs ?? []) as LeadChange[]
    expect(changes.map((change) => change.after)).toEqual(['Converti', 'À contacter'])
    expect(changes[0]!.authorName).toBe('sales')
  })

  it('is rolled back with the change it records', async () => {
    const id = await newLead()
    await expect(
      payload.update({
        collection: slugs.leads,
        id,
        data: { status: 'converted', email: 'pas-un-email' },
        overrideAccess: false,
        user: sales,
      }),
    ).rejects.toBeTruthy()
    expect(await historyOf(id)).toEqual([])
  })

  it('is read by sales staff and admins only, and written by nobody through the API', async () => {
    const id = await newLead()
    await payload.update({ collection: slugs.leads, id, data: { status: 'to-contact' }, overrideAccess: true })
    const [entry] = (await payload.find({ collection: slugs.leadChanges, where: { lead: { equals: id } }, overrideAccess: true })).docs
    expect(entry).toBeTruthy()
    for (const user of [sales, admin]) {
      expect(await attempt(() => payload.findByID({ collection: slugs.leadChanges, id: entry!.id, overrideAccess: false, user }))).toBe(
        'allowed',
      )
      expect(
        await attempt(() =>
          payload.update({ collection: slugs.leadChanges, id: entry!.id, data: { after: 'Falsifié' }, overrideAccess: false, user }),
        ),
      ).toBe('denied')
      expect(await attempt(() => payload.delete({ collection: slugs.leadChanges, id: entry!.id, overrideAccess: false, user }))).toBe(
        'denied',
      )
      expect(
        await attempt(() =>
          payload.create({
            collection: slugs.leadChanges,
            data: { lead: id, field: 'status', before: 'Nouveau', after: 'Converti' },
            overrideAccess: false,
            user,
          }),
        ),
      ).toBe('denied')
    }
    expect(
      await attempt(() => payload.findByID({ collection: slugs.leadChanges, id: entry!.id, overrideAccess: false, user: editor })),
    ).toBe('denied')
    expect(await attempt(() => payload.find({ collection: slugs.leadChanges, overrideAccess: false }))).toBe('denied')
  })

  it('loses its contact values when the lead is anonymised, and the anonymisation itself records none', async () => {
    const id = await newLead()
    await payload.update({
      collection: slugs.leads,
      id,
      data: { name: 'Secret Nom', status: 'to-contact' },
      overrideAccess: false,
      user: sales,
    })
    await anonymiseLead(payload, id)
    expect(await historyOf(id)).toEqual([
      { field: 'status', before: 'Nouveau', after: 'À contacter', author: sales.id },
      { field: 'name', before: 'Effacé', after: 'Effacé', author: sales.id },
    ])
  })
})

describe('deleting a lead', () => {
  it('deletes its history with it (admins only)', async () => {
    const id = await newLead()
    await payload.update({ collection: slugs.leads, id, data: { status: 'to-contact' }, overrideAccess: false, user: sales })
    expect(await historyOf(id)).toHaveLength(1)
    await payload.delete({ collection: slugs.leads, id, overrideAccess: false, user: admin })
    expect(await historyOf(id)).toEqual([])
  })
})
