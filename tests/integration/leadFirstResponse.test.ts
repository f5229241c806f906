import type { Payload, PayloadRequest } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { slugs } from '@collections/slugs'
import { postgresOf } from '@/db/postgres'
import { leadListQuery } from '@/leads/dashboard/api'
import { noFilters } from '@/leads/dashboard/listState'
import { exportLeads } from '@/leads/collections/Leads/endpoints/exportLeads'
import { leadSummary } from '@/leads/collections/Leads/endpoints/leadSummary'
import { leadReport } from '@/leads/reports/leadReport'
import { parisToday } from '@/leads/reports/reportRange'
import { responseMinutes } from '@/leads/rules/firstResponse'
import { formatDuration } from '@/leads/rules/responseTime'
import type { Lead, User } from '@/payload-types'
import { createStaff } from '../harness/actors'
import { getTestPayload } from '../harness/payload'

let payload: Payload
let admin: User
let alice: User
let bruno: User

const seller = async (name: string) =>
  ({
    ...(await payload.create({
      collection: slugs.users,
      data: {
        email: `${name.toLowerCase()}.reponse.${Date.now()}@test.combles-nord.fr`,
        password: 'mot-de-passe-de-test-1',
        role: 'sales',
        name: `${name} Réponse`,
        receivesLeads: false,
      },
      overrideAccess: true,
    })),
    collection: slugs.users,
  }) as User

const newLead = async (owner: User | null, name = 'Réponse') =>
  (
    await payload.create({
      collection: slugs.leads,
      data: {
        formOrigin: 'contact',
        name,
        email: `reponse.${Date.now()}.${Math.random()}@example.fr`,
        status: 'new',
        ...(owner ? { owner: owner.id } : {}),
      },
      overrideAccess: true,
      context: { skipAssignment: true },
    })
  ).id

const stored = (id: number) => payload.findByID({ collection: slugs.leads, id, overrideAccess: true, depth: 0 })
const open = (id: number, user: User) => payload.findByID({ collection: slugs.leads, id, overrideAccess: false, user, depth: 0 })
const historyCount = async (id: number) =>
  (await payload.count({ collection: slugs.leadChanges, where: { lead: { equals: id } }, overrideAccess: true })).totalDocs
const logActivity = (id: number, user: User, date = new Date().toISOString()) =>
  payload.create({ collection: slugs.leadActivities, data: { lead: id, date, types: ['called'] }, overrideAccess: false, user })

const call = async (endpoint: typeof leadSummary, user: User, query: Record<string, unknown> = {}) =>
  endpoint.handler({ payload, user, query } as unknown as PayloadRequest)
const summaryMedian = async () =>
  ((await (await call(leadSummary, alice)).json()) as { medianResponseMinutes: number | null }).medianResponseMinutes

/** The list row as the dashboard reads it: the same fields, as the owner. */
async function dashboardRow(id: number, user: User) {
  const select = Object.fromEntries(
    [...leadListQuery(noFilters, { id: Number(user.id) }, 1).keys()]
      .map((key) => /^select\[(.+)\]$/.exec(key)?.[1])
      .filter((field): field is string => Boolean(field))
      .map((field) => [field, true]),
  )
  const { docs } = await payload.find({
    collection: slugs.leads,
    where: { id: { equals: id } },
    select,
    depth: 0,
    overrideAccess: false,
    user,
  })
  return docs[0] as Pick<Lead, 'createdAt' | 'firstResponseAt'>
}

/** The "Délai de réponse" cell of a lead in the CSV export. */
async function csvDelay(id: number, user: User) {
  const response = await call(exportLeads, user, { where: { id: { equals: String(id) } } })
  const [header, row] = (await response.text()).replace(/^\uFEFF/, '').split('\r\n')
  return row!.split(';')[header!.split(';').indexOf('Délai de réponse')]
}

const range = () => ({ from: parisToday(new Date(Date.now() - 24 * 3600_000)), to: parisToday(new Date()) })
const ownerRow = async (owner: User) => (await leadReport(payload, range())).responseByOwner.find((row) => row.label === owner.name)

beforeAll(async () => {
  payload = await getTestPayload()
  admin = (await createStaff(payload)).admin!
  alice = await seller('Alice')
  bruno = await seller('Bruno')
})

describe('opening a lead', () => {
  it('by an admin or another salesperson changes nothing; by its owner, it answers it, and every view gives the same figure', async () => {
    const id = await newLead(alice)
    const changes = await historyCount(id)
    const medianBefore = await summaryMedian()
    for (const reader of [admin, bruno]) {
      expect((await open(id, reader)).status).toBe('new')
      expect(await stored(id)).toMatchObject({ status: 'new', firstResponseAt: null, firstOpenedAt: null, openedBy: null })
      expect(await historyCount(id)).toBe(changes)
    }
    const unanswered = await dashboardRow(id, alice)
    expect(responseMinutes(unanswered.createdAt, unanswered.firstResponseAt)).toBeNull()
    expect(await csvDelay(id, alice)).toBe('—')
    expect(await summaryMedian()).toBe(medianBefore)
    expect(await ownerRow(alice)).toMatchObject({ leads: 1, responded: 0, medianMinutes: null })

    // The owner opens it: Nouveau → À contacter, in the history, and the first response.
    const opened = await open(id, alice)
    expect(opened.status).toBe('to-contact')
    expect(opened.firstResponseAt).toBeTruthy()
    expect(await historyCount(id)).toBe(changes + 1)
    expect(await stored(id)).toMatchObject({ status: 'to-contact', openedBy: alice.id, firstResponseAt: opened.firstResponseAt })

    // More leads of Alice answered at the same delay than all the others answered: the median is theirs.
    const { pool } = postgresOf(payload)
    const others = Number((await pool.query('select count(*) from leads where first_response_at is not null')).rows[0].count) - 1
    const ids = [id]
    for (let i = 0; i <= others; i++) {
      const more = await newLead(alice)
      await open(more, alice)
      ids.push(more)
    }
    // Each came 90 min 10 s before its first response.
    await pool.query(`update leads set created_at = first_response_at - interval '90 minutes 10 seconds' where id = any($1)`, [ids])

    const row = await dashboardRow(id, alice)
    expect(responseMinutes(row.createdAt, row.firstResponseAt)).toBe(90)
    expect(await csvDelay(id, alice)).toBe(formatDuration(90))
    expect(await summaryMedian()).toBe(90)
    expect(await ownerRow(alice)).toMatchObject({ leads: ids.length, responded: ids.length, medianMinutes: 90 })
  })

  it('by a salesperson moves a lead nobody owns, and answers it; by an admin, it does not', async () => {
    const id = await newLead(null)
    expect((await open(id, admin)).status).toBe('new')
    expect((await stored(id)).firstResponseAt).toBeNull()
    const opened = await open(id, bruno)
    expect(opened).toMatchObject({ status: 'to-contact', openedBy: bruno.id })
    expect(opened.firstResponseAt).toBeTruthy()
  })

  it('by its owner, after someone else moved it out of Nouveau, answers it without changing its status', async () => {
    const id = await newLead(alice)
    await payload.update({ collection: slugs.leads, id, data: { status: 'in-progress' }, overrideAccess: false, user: admin })
    expect(await stored(id)).toMatchObject({ status: 'in-progress', firstResponseAt: null, openedBy: null })
    const changes = await historyCount(id)
    const opened = await open(id, alice)
    expect(opened).toMatchObject({ status: 'in-progress', openedBy: alice.id })
    expect(opened.firstResponseAt).toBeTruthy()
    expect(await stored(id)).toMatchObject({
      firstResponseAt: opened.firstResponseAt,
      firstOpenedAt: opened.firstResponseAt,
      openedBy: alice.id,
    })
    expect(await historyCount(id)).toBe(changes)
  })
})

describe('a status changed from the table', () => {
  it('answers the lead when its owner changes it, never when someone else does', async () => {
    const byOther = await newLead(alice)
    await payload.update({ collection: slugs.leads, id: byOther, data: { status: 'in-progress' }, overrideAccess: false, user: bruno })
    expect(await stored(byOther)).toMatchObject({ status: 'in-progress', firstResponseAt: null, firstOpenedAt: null })
    const byOwner = await newLead(alice)
    await payload.update({ collection: slugs.leads, id: byOwner, data: { status: 'in-progress' }, overrideAccess: false, user: alice })
    const lead = await stored(byOwner)
    expect(lead).toMatchObject({ status: 'in-progress', openedBy: alice.id })
    expect(lead.firstResponseAt).toBeTruthy()
    expect(lead.firstOpenedAt).toBe(lead.firstResponseAt)
  })
})

describe('a logged activity', () => {
  it('by the owner, done before any opening, is the first response; the opening after it does not replace it', async () => {
    const id = await newLead(alice)
    await logActivity(id, alice)
    const answered = (await stored(id)).firstResponseAt
    expect(answered).toBeTruthy()
    await new Promise((resolve) => setTimeout(resolve, 20))
    const opened = await open(id, alice)
    expect(opened.status).toBe('to-contact')
    expect(opened.firstResponseAt).toBe(answered)
    expect((await stored(id)).firstResponseAt).toBe(answered)
  })

  it('by anyone else, or planned for a later day, is no response', async () => {
    const id = await newLead(alice)
    await logActivity(id, bruno)
    await logActivity(id, admin)
    await logActivity(id, alice, new Date(Date.now() + 10 * 24 * 3600_000).toISOString())
    expect(await stored(id)).toMatchObject({ status: 'new', firstResponseAt: null })
    await logActivity(id, alice)
    expect((await stored(id)).firstResponseAt).toBeTruthy()
  })
})
