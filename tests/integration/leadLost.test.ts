import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { slugs } from '@collections/slugs'
import { seedLostReasons } from '@/leads/rules/lostReason'
import type { User } from '@/payload-types'
import { createStaff } from '../harness/actors'
import { getTestPayload } from '../harness/payload'

let payload: Payload
let sales: User
let admin: User

const newLead = async () =>
  (
    await payload.create({
      collection: slugs.leads,
      data: { formOrigin: 'contact', name: 'Perdu', email: `perdu.${Date.now()}.${Math.random()}@example.fr`, status: 'in-progress' },
      overrideAccess: true,
      context: { skipAssignment: true },
    })
  ).id

const reasonId = async (label: string) =>
  (await payload.find({ collection: slugs.lostReasons, where: { label: { equals: label } }, overrideAccess: true })).docs[0]!.id

beforeAll(async () => {
  payload = await getTestPayload()
  const staff = await createStaff(payload)
  sales = staff.sales!
  admin = staff.admin!
})

describe('Perdu', () => {
  it('starts with the usual reasons, in the manager’s order', async () => {
    const { docs } = await payload.find({ collection: slugs.lostReasons, sort: '_order', limit: 100, overrideAccess: true })
    expect(docs.map((reason) => reason.label).slice(0, seedLostReasons.length)).toEqual([...seedLostReasons])
  })

  it('is refused without a reason, kept with one (in the history), and the reason goes when the lead leaves Perdu', async () => {
    const id = await newLead()
    await expect(
      payload.update({ collection: slugs.leads, id, data: { status: 'lost' }, overrideAccess: false, user: sales }),
    ).rejects.toThrow(/Motif de perte|lostReason/)
    expect((await payload.findByID({ collection: slugs.leads, id, depth: 0, overrideAccess: true })).status).toBe('in-progress')

    const price = await reasonId('Prix')
    const lost = await payload.update({
      collection: slugs.leads,
      id,
      data: { status: 'lost', lostReason: price },
      depth: 0,
      overrideAccess: false,
      user: sales,
    })
    expect(lost).toMatchObject({ status: 'lost', lostReason: price })
    const history = await payload.find({
      collection: slugs.leadChanges,
      where: { lead: { equals: id } },
      sort: 'createdAt',
      overrideAccess: true,
    })
    expect(history.docs.map((change) => [change.field, change.before, change.after])).toEqual([
      ['status', 'En cours', 'Perdu'],
      ['lostReason', '(vide)', 'Prix'],
    ])

    const back = await payload.update({ collection: slugs.leads, id, data: { status: 'in-progress' }, overrideAccess: false, user: sales })
    expect(back.lostReason ?? null).toBeNull()
  })

  it('keeps a reason still given by a lead from being deleted; the manager may delete an unused one', async () => {
    const id = await newLead()
    const reason = await payload.create({
      collection: slugs.lostReasons,
      data: { label: `Motif ${Date.now()}` },
      overrideAccess: false,
      user: admin,
    })
    await payload.update({ collection: slugs.leads, id, data: { status: 'lost', lostReason: reason.id }, overrideAccess: true })
    await expect(payload.delete({ collection: slugs.lostReasons, id: reason.id, overrideAccess: false, user: admin })).rejects.toThrow(
      /Ce motif est celui de 1 lead perdu/,
    )
    const unused = await payload.create({
      collection: slugs.lostReasons,
      data: { label: `Inutilisé ${Date.now()}` },
      overrideAccess: false,
      user: admin,
    })
    await payload.delete({ collection: slugs.lostReasons, id: unused.id, overrideAccess: false, user: admin })
  })
})
