import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { slugs } from '@collections/slugs'
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
      data: {
        formOrigin: 'contact',
        name: 'Suivi',
        email: `suivi.${Date.now()}.${Math.random()}@example.fr`,
        status: 'new',
        owner: sales.id,
      },
      overrideAccess: true,
    })
  ).id

const stored = (id: number) => payload.findByID({ collection: slugs.leads, id, overrideAccess: true, depth: 0 })

beforeAll(async () => {
  payload = await getTestPayload()
  const staff = await createStaff(payload)
  sales = staff.sales!
  admin = staff.admin!
})

describe('a status changed from the table', () => {
  it('stamps a new lead as opened by its owner who changed it, once', async () => {
    const id = await newLead()
    await payload.update({ collection: slugs.leads, id, data: { status: 'in-progress' }, overrideAccess: false, user: sales })
    const first = await stored(id)
    expect(first).toMatchObject({ status: 'in-progress', openedBy: sales.id })
    expect(first.firstOpenedAt).toBeTruthy()
    await payload.update({ collection: slugs.leads, id, data: { status: 'new' }, overrideAccess: false, user: admin })
    await payload.update({ collection: slugs.leads, id, data: { status: 'converted' }, overrideAccess: false, user: admin })
    expect(await stored(id)).toMatchObject({ openedBy: sales.id, firstOpenedAt: first.firstOpenedAt })
  })
})

describe('logging an activity', () => {
  it('moves the lead’s last contact to the latest activity date, never back', async () => {
    const id = await newLead()
    expect((await stored(id)).lastContactAt).toBeFalsy()
    const log = (date: string) =>
      payload.create({ collection: slugs.leadActivities, data: { lead: id, date, types: ['called'] }, overrideAccess: false, user: sales })
    await log('2026-03-10T12:00:00.000Z')
    expect(new Date((await stored(id)).lastContactAt!).toISOString()).toBe('2026-03-10T12:00:00.000Z')
    await log('2025-01-05T12:00:00.000Z')
    expect(new Date((await stored(id)).lastContactAt!).toISOString()).toBe('2026-03-10T12:00:00.000Z')
    await log('2026-06-01T12:00:00.000Z')
    expect(new Date((await stored(id)).lastContactAt!).toISOString()).toBe('2026-06-01T12:00:00.000Z')
  })

  it('takes a future-dated activity as planned: it never moves the last contact into the future', async () => {
    const id = await newLead()
    const log = (date: string) =>
      payload.create({
        collection: slugs.leadActivities,
        data: { lead: id, date, types: ['meeting-confirmed'] },
        overrideAccess: false,
        user: sales,
      })
    const inTenDays = new Date(Date.now() + 10 * 24 * 3600_000).toISOString()
    await log(inTenDays)
    expect((await stored(id)).lastContactAt).toBeFalsy()
    await log('2026-03-10T12:00:00.000Z')
    await log(inTenDays)
    expect(new Date((await stored(id)).lastContactAt!).toISOString()).toBe('2026-03-10T12:00:00.000Z')
  })

  it('counts an activity dated later today as a contact made now, not later', async () => {
    const id = await newLead()
    const before = Date.now()
    // Still today in Paris: the stamp is at most the current time.
    const laterToday = new Date(before + 60_000).toISOString()
    await payload.create({
      collection: slugs.leadActivities,
      data: { lead: id, date: laterToday, types: ['called'] },
      overrideAccess: false,
      user: sales,
    })
    const lastContact = Date.parse((await stored(id)).lastContactAt!)
    expect(lastContact).toBeGreaterThanOrEqual(before - 1000)
    expect(lastContact).toBeLessThanOrEqual(Date.now())
  })

  it('refuses an unknown activity type', async () => {
    const id = await newLead()
    await expect(
      payload.create({
        collection: slugs.leadActivities,
        data: { lead: id, date: new Date().toISOString(), types: ['fax' as 'called'] },
        overrideAccess: false,
        user: sales,
      }),
    ).rejects.toMatchObject({ status: 400 })
  })
})

describe('notes', () => {
  it('refuse more than 5 000 characters', async () => {
    const id = await newLead()
    await expect(
      payload.create({ collection: slugs.leadNotes, data: { lead: id, content: 'a'.repeat(5001) }, overrideAccess: false, user: sales }),
    ).rejects.toMatchObject({ status: 400 })
  })

  it('keep their author when someone else edits them', async () => {
    const id = await newLead()
    const note = await payload.create({
      collection: slugs.leadNotes,
      data: { lead: id, content: 'Rappeler mardi.' },
      overrideAccess: false,
      user: sales,
    })
    await payload.update({
      collection: slugs.leadNotes,
      id: note.id,
      data: { content: 'Rappeler mercredi.', author: admin.id },
      overrideAccess: false,
      user: admin,
    })
    const reread = await payload.findByID({ collection: slugs.leadNotes, id: note.id, overrideAccess: true, depth: 0 })
    expect(reread).toMatchObject({ content: 'Rappeler mercredi.', author: sales.id })
  })
})

describe('the lead panel', () => {
  it('shows who wrote each note and logged each activity, to a sales user who cannot read other users', async () => {
    const id = await newLead()
    await payload.create({
      collection: slugs.leadNotes,
      data: { lead: id, content: 'Premier appel fait.' },
      overrideAccess: false,
      user: admin,
    })
    await payload.create({
      collection: slugs.leadActivities,
      data: { lead: id, date: new Date().toISOString(), types: ['called'] },
      overrideAccess: false,
      user: admin,
    })
    const lead = await payload.findByID({
      collection: slugs.leads,
      id,
      depth: 1,
      overrideAccess: false,
      user: sales,
      joins: { notes: { limit: 10 }, activities: { limit: 10 } },
    })
    const [note] = (lead.notes?.docs ?? []) as { authorName?: string }[]
    const [activity] = (lead.activities?.docs ?? []) as { authorName?: string }[]
    expect(note?.authorName).toBe(admin.name)
    expect(activity?.authorName).toBe(admin.name)
  })
})
