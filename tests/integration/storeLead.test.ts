import pg from 'pg'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { slugs } from '@collections/slugs'
import { announcedLeadIds, NEW_LEAD_CHANNEL } from '@/leads/live/leadChannel'
import type { NewLead } from '@/leads/intake/leadRow'
import { storeLead } from '@/leads/intake/storeLead'
import { getTestPayload } from '../harness/payload'

let payload: Payload
let listener: pg.Client
const announced: number[] = []

beforeAll(async () => {
  payload = await getTestPayload()
  listener = new pg.Client({ connectionString: process.env.DATABASE_URL })
  await listener.connect()
  listener.on('notification', (message) => {
    announced.push(...announcedLeadIds(message.payload))
  })
  await listener.query(`listen ${NEW_LEAD_CHANNEL}`)
})

afterAll(async () => {
  await listener.end()
})

const settle = () => new Promise((resolve) => setTimeout(resolve, 300))
const jobsFor = async (leadId: number) =>
  (
    await payload.find({
      collection: 'payload-jobs',
      where: { taskSlug: { equals: 'notifyStaffOfLead' } },
      limit: 10_000,
      overrideAccess: true,
    })
  ).docs.filter((job) => (job.input as { leadId?: number }).leadId === leadId)

// Every field different, so a column written into its neighbour's place shows.
const lead = (tag: string): NewLead => ({
  formOrigin: 'faisabilite',
  status: 'new',
  suspectedSpam: false,
  name: `Jeanne d'Arc « ${tag} »`,
  email: `  Jeanne.${tag}@Example.FR `,
  phone: '+33 6 12 34 56 78',
  postalCode: '80000',
  message: 'Combles perdus, <b>pas</b> de velux',
  formData: { surface: '20-40', rooms: ['Chambre(s)', 'Bureau'], nested: { ok: true } },
  source: {
    page: '/faisabilite',
    referrer: 'https://www.google.fr/',
    utmSource: 'google',
    utmMedium: 'cpc',
    utmCampaign: 'combles',
    utmTerm: 'isolation',
    utmContent: 'annonce-2',
  },
  proof: {
    formVersion: 'faisabilite-2026-11',
    page: '/faisabilite?etape=4',
    submittedAt: '2026-11-21T09:30:00.000Z',
    marketingConsent: true,
  },
})

describe('storeLead', () => {
  it('writes every field where Payload reads it, normalised by the collection’s hooks', async () => {
    const tag = `store${Date.now()}`
    const id = await storeLead(payload, lead(tag))
    const stored = await payload.findByID({ collection: slugs.leads, id, overrideAccess: true, depth: 0 })
    const { email, phone, ...rest } = lead(tag)
    expect(stored).toMatchObject({ ...rest, phone, email: `jeanne.${tag}@example.fr`, phoneKey: '0612345678' })
    expect(stored.createdAt).toBeTruthy()

    const twin = await payload.create({ collection: slugs.leads, data: { ...lead(`${tag}twin`), email }, overrideAccess: true })
    expect({ email: twin.email, phoneKey: twin.phoneKey }).toEqual({ email: stored.email, phoneKey: stored.phoneKey })
  })

  it('queues exactly one staff e-mail job and announces the lead once it is committed', async () => {
    const id = await storeLead(payload, lead(`job${Date.now()}`))
    await settle()
    expect(await jobsFor(id)).toHaveLength(1)
    expect((await jobsFor(id))[0]).toMatchObject({ queue: 'mail', completedAt: null, processing: false, hasError: false })
    expect(announced.filter((announcedId) => announcedId === id)).toHaveLength(1)
  })

  it('announces each of the leads stored at once, exactly once', async () => {
    const ids = await Promise.all(Array.from({ length: 40 }, (_, index) => storeLead(payload, lead(`together${Date.now()}n${index}`))))
    await expect.poll(() => ids.filter((id) => !announced.includes(id)), { timeout: 5000 }).toEqual([])
    for (const id of ids) expect(announced.filter((announcedId) => announcedId === id)).toHaveLength(1)
  })

  it('stores a sending once, however often and however concurrently it is retried', async () => {
    const submissionId = `retry${Date.now()}abcdefghijkl`
    const first = await storeLead(payload, { ...lead(`retry${Date.now()}`), submissionId })
    const retries = await Promise.all(Array.from({ length: 6 }, () => storeLead(payload, { ...lead('retry'), submissionId })))
    expect(retries).toEqual(Array(6).fill(first))
    const stored = await payload.find({ collection: slugs.leads, where: { submissionId: { equals: submissionId } }, overrideAccess: true })
    expect(stored.totalDocs).toBe(1)
    await settle()
    expect(await jobsFor(first)).toHaveLength(1)
    expect(announced.filter((announcedId) => announcedId === first)).toHaveLength(1)

    const concurrentId = `race${Date.now()}abcdefghijklmn`
    const racing = await Promise.all(Array.from({ length: 8 }, () => storeLead(payload, { ...lead('race'), submissionId: concurrentId })))
    expect(new Set(racing).size).toBe(1)
    expect(
      (await payload.count({ collection: slugs.leads, where: { submissionId: { equals: concurrentId } }, overrideAccess: true })).totalDocs,
    ).toBe(1)
  })

  it('writes nothing at all when the create fails', async () => {
    const before = await Promise.all([
      payload.count({ collection: slugs.leads, overrideAccess: true }),
      payload.count({ collection: 'payload-jobs', overrideAccess: true }),
    ])
    const broken = { ...lead(`broken${Date.now()}`), formOrigin: 'not-a-form' } as unknown as NewLead
    await expect(storeLead(payload, broken)).rejects.toThrow()
    const after = await Promise.all([
      payload.count({ collection: slugs.leads, overrideAccess: true }),
      payload.count({ collection: 'payload-jobs', overrideAccess: true }),
    ])
    expect(after.map((count) => count.totalDocs)).toEqual(before.map((count) => count.totalDocs))
  })

  it('never acknowledges a lead whose commit failed', async () => {
    // A deferred constraint trigger fails at COMMIT, as a database stopped between the insert and the commit does.
    const tag = `commitfails${Date.now()}`
    await listener.query(`create or replace function refuse_at_commit() returns trigger language plpgsql as $$
      begin if new.name like '%commitfails%' then raise exception 'refused at commit'; end if; return null; end $$`)
    await listener.query(`create constraint trigger refuse_at_commit after insert on leads
      deferrable initially deferred for each row execute function refuse_at_commit()`)
    try {
      await expect(storeLead(payload, lead(tag))).rejects.toThrow()
      const stored = await payload.count({ collection: slugs.leads, where: { name: { like: tag } }, overrideAccess: true })
      expect(stored.totalDocs).toBe(0)
    } finally {
      await listener.query('drop trigger refuse_at_commit on leads')
      await listener.query('drop function refuse_at_commit()')
    }
  })
})
