import pg from 'pg'
import type { Payload, PayloadRequest } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { slugs } from '@collections/slugs'
import { announcedLeadIds, NEW_LEAD_CHANNEL } from '@/leads/live/leadChannel'
import type { User } from '@/payload-types'
import { createStaff } from '../harness/actors'
import { getTestPayload } from '../harness/payload'

let payload: Payload
let sales: User
let admin: User
let editor: User

const newLead = async (name = 'Prospect') =>
  (
    await payload.create({
      collection: slugs.leads,
      data: { formOrigin: 'contact', name, email: `${name.toLowerCase()}.${Date.now()}@example.fr`, status: 'new', owner: sales.id },
      overrideAccess: true,
    })
  ).id

const statusOf = async (id: number) => (await payload.findByID({ collection: slugs.leads, id, overrideAccess: true })).status

beforeAll(async () => {
  payload = await getTestPayload()
  const staff = await createStaff(payload)
  sales = staff.sales!
  admin = staff.admin!
  editor = staff.editor!
})

describe('opening a lead', () => {
  it('by its owner moves a new lead to "À contacter" once, stamping when and by whom', async () => {
    const id = await newLead()
    const opened = await payload.findByID({ collection: slugs.leads, id, overrideAccess: false, user: sales })
    expect(opened.status).toBe('to-contact')
    expect(opened.firstOpenedAt).toBeTruthy()
    const stored = await payload.findByID({ collection: slugs.leads, id, overrideAccess: true, depth: 0 })
    expect(stored).toMatchObject({ status: 'to-contact', openedBy: sales.id, firstOpenedAt: opened.firstOpenedAt })
    await payload.update({ collection: slugs.leads, id, data: { status: 'new' }, overrideAccess: false, user: admin })
    const reread = await payload.findByID({ collection: slugs.leads, id, overrideAccess: true, depth: 0 })
    expect(reread.status).toBe('new')
  })

  it('stamps the first opening once: a lead reset to Nouveau and opened again keeps its first opening', async () => {
    const id = await newLead()
    const first = await payload.findByID({ collection: slugs.leads, id, overrideAccess: false, user: sales, depth: 0 })
    await payload.update({ collection: slugs.leads, id, data: { status: 'new' }, overrideAccess: false, user: admin })
    await new Promise((resolve) => setTimeout(resolve, 20))
    const reopened = await payload.findByID({ collection: slugs.leads, id, overrideAccess: false, user: sales, depth: 0 })
    expect(reopened).toMatchObject({ status: 'to-contact', firstOpenedAt: first.firstOpenedAt, openedBy: sales.id })
    const stored = await payload.findByID({ collection: slugs.leads, id, overrideAccess: true, depth: 0 })
    expect(stored).toMatchObject({ status: 'to-contact', firstOpenedAt: first.firstOpenedAt, openedBy: sales.id })
  })

  it('does not open on listing, nor when read without a staff user', async () => {
    const id = await newLead()
    await payload.find({ collection: slugs.leads, overrideAccess: false, user: sales, limit: 100 })
    await payload.findByID({ collection: slugs.leads, id, overrideAccess: true })
    expect(await statusOf(id)).toBe('new')
    await expect(payload.findByID({ collection: slugs.leads, id, overrideAccess: false, user: editor })).rejects.toMatchObject({
      status: 403,
    })
    expect(await statusOf(id)).toBe('new')
  })

  it('gives a single transition when it is opened twice at once', async () => {
    const id = await newLead()
    const changes = () => payload.count({ collection: slugs.leadChanges, where: { lead: { equals: id } }, overrideAccess: true })
    const before = (await changes()).totalDocs
    const [first, second] = await Promise.all([
      payload.findByID({ collection: slugs.leads, id, overrideAccess: false, user: sales }),
      payload.findByID({ collection: slugs.leads, id, overrideAccess: false, user: sales }),
    ])
    const stored = await payload.findByID({ collection: slugs.leads, id, overrideAccess: true, depth: 0 })
    expect(stored.status).toBe('to-contact')
    expect(stored.openedBy).toBe(sales.id)
    expect((await changes()).totalDocs).toBe(before + 1)
    const stamps = [first, second].map((lead) => lead.firstOpenedAt).filter((stamp) => stamp === stored.firstOpenedAt)
    expect(stamps.length).toBeGreaterThanOrEqual(1)
  })

  it('leaves other statuses alone', async () => {
    const id = await newLead()
    await payload.update({ collection: slugs.leads, id, data: { status: 'converted' }, overrideAccess: true })
    await payload.findByID({ collection: slugs.leads, id, overrideAccess: false, user: sales })
    expect(await statusOf(id)).toBe('converted')
  })
})

describe('announcing a new lead', () => {
  let listener: pg.Client
  const received: number[] = []

  beforeAll(async () => {
    listener = new pg.Client({ connectionString: process.env.DATABASE_URL })
    await listener.connect()
    listener.on('notification', (message) => received.push(...announcedLeadIds(message.payload)))
    await listener.query(`listen ${NEW_LEAD_CHANNEL}`)
  })

  afterAll(async () => {
    await listener.end()
  })

  const settle = () => new Promise((resolve) => setTimeout(resolve, 300))

  it('notifies once the lead is committed', async () => {
    const id = await newLead('Annonce')
    await settle()
    expect(received).toContain(id)
  })

  it('never announces a lead whose transaction is rolled back', async () => {
    const transactionID = await payload.db.beginTransaction()
    const req = { transactionID, payload } as unknown as PayloadRequest
    const doc = await payload.create({
      collection: slugs.leads,
      data: { formOrigin: 'contact', name: 'Annulé', email: `annule.${Date.now()}@example.fr`, status: 'new' },
      overrideAccess: true,
      req,
    })
    await payload.db.rollbackTransaction(transactionID!)
    await settle()
    expect(received).not.toContain(doc.id)
    await expect(payload.findByID({ collection: slugs.leads, id: doc.id, overrideAccess: true })).rejects.toBeTruthy()
  })
})
