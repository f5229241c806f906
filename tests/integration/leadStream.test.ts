import type { Payload, PayloadRequest } from 'payload'
import pg from 'pg'
import { beforeAll, describe, expect, it } from 'vitest'
import { slugs } from '@collections/slugs'
import { storeLead } from '@/leads/intake/storeLead'
import { leadStreamEndpoint, streamLeads } from '@/leads/live/streamLeads'
import type { User } from '@/payload-types'
import { createStaff } from '../harness/actors'
import { getTestPayload } from '../harness/payload'

let payload: Payload
let sales: User

/** Opens the live stream as a sales user, as a browser would (optionally after an interruption). */
async function openStream(lastEventId?: number, endpoint = streamLeads) {
  const aborter = new AbortController()
  const req = {
    payload,
    user: sales,
    headers: new Headers(lastEventId ? { 'last-event-id': String(lastEventId) } : {}),
    url: 'http://localhost/api/leads/stream',
    signal: aborter.signal,
  } as unknown as PayloadRequest
  const response = await endpoint.handler(req)
  expect(response.status).toBe(200)
  const reader = response.body!.getReader()
  const decoder = new TextDecoder()
  let text = ''
  let pending: ReturnType<typeof reader.read> | null = null
  /** Reads until `done(text)` holds or the stream ends; says whether the stream ended. */
  const readUntil = async (done: (received: string) => boolean, timeoutMs = 5000) => {
    const deadline = Date.now() + timeoutMs
    while (!done(text)) {
      if (Date.now() > deadline) throw new Error(`stream: nothing matched in ${timeoutMs} ms; received ${JSON.stringify(text)}`)
      pending ??= reader.read()
      const chunk = await Promise.race([pending, new Promise<null>((resolve) => setTimeout(() => resolve(null), 100))])
      if (!chunk) continue
      pending = null
      if (chunk.done) return true
      text += decoder.decode(chunk.value)
    }
    return false
  }
  return { readUntil, received: () => text, close: () => aborter.abort() }
}

const newLead = async (name: string) =>
  (
    await payload.create({
      collection: slugs.leads,
      data: { formOrigin: 'contact', name, email: `${name.toLowerCase().replace(/\W+/g, '.')}@example.fr`, status: 'new' },
      overrideAccess: true,
    })
  ).id

beforeAll(async () => {
  payload = await getTestPayload()
  sales = (await createStaff(payload)).sales!
})

describe('the live lead stream', () => {
  it('gives the browser the newest lead id at once, then announces each new lead', async () => {
    const latest = await newLead('Avant Ouverture')
    const stream = await openStream()
    await stream.readUntil((text) => text.includes(`id: ${latest}\n\n`))
    const id = await newLead('Pendant Ouverture')
    await stream.readUntil((text) => text.includes(`id: ${id}\nevent: lead`))
    expect(stream.received()).toContain('"name":"Pendant Ouverture"')
    stream.close()
  })

  it('sends every lead of an announcement carrying several, each once', async () => {
    const latest = await newLead('Avant Rafale')
    const stream = await openStream()
    await stream.readUntil((text) => text.includes(`id: ${latest}\n\n`))
    const tag = Date.now()
    // Stored at once through the site's path, whose announcements carry the leads stored meanwhile together.
    const ids = await Promise.all(
      Array.from({ length: 30 }, (_, index) =>
        storeLead(payload, {
          formOrigin: 'contact',
          status: 'new',
          suspectedSpam: false,
          name: `Rafale ${index}`,
          email: `rafale.${tag}.${index}@example.fr`,
          phone: `06${String(tag + index).slice(-8)}`,
          postalCode: '59000',
          message: '',
          formData: {},
          submissionId: `rafale${tag}n${index}abcdefghij`,
          source: { page: '/contact', referrer: '', utmSource: '', utmMedium: '', utmCampaign: '', utmTerm: '', utmContent: '' },
          proof: { formVersion: 'contact-1', page: '/contact', submittedAt: new Date().toISOString(), marketingConsent: false },
        }),
      ),
    )
    await stream.readUntil((text) => ids.every((id) => text.includes(`id: ${id}\nevent: lead`)))
    for (const id of ids) expect(stream.received().split(`id: ${id}\nevent: lead`)).toHaveLength(2)
    stream.close()
  })

  it('ends when the listening connection drops, and the reconnection replays the leads announced meanwhile', async () => {
    const latest = await newLead('Avant Coupure')
    const stream = await openStream()
    await stream.readUntil((text) => text.includes(`id: ${latest}\n\n`))

    // The database drops the shared LISTEN connection (a failover, a restart…).
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL })
    await admin.connect()
    await admin.query(`select pg_terminate_backend(pid) from pg_stat_activity where query ilike 'listen %' and pid <> pg_backend_pid()`)
    await admin.end()
    expect(await stream.readUntil(() => false)).toBe(true)

    const missed = await newLead('Pendant Coupure')
    const again = await openStream(latest)
    await again.readUntil((text) => text.includes(`id: ${missed}\nevent: lead`))
    expect(again.received()).toContain('"name":"Pendant Coupure"')
    again.close()
  })

  it('sends a lead whose announcement never came at the next heartbeat, once', async () => {
    const latest = await newLead('Avant Silence')
    const stream = await openStream(undefined, leadStreamEndpoint({ heartbeatMs: 200 }))
    await stream.readUntil((text) => text.includes(`id: ${latest}\n\n`))

    // Stored without its NOTIFY, as when the process stops between the lead's commit and its announcement.
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL })
    await client.connect()
    const { rows } = await client.query<{ id: number }>(
      `insert into leads (form_origin, name, email) values ('contact', 'Sans Annonce', 'sans.annonce@example.fr') returning id`,
    )
    await client.end()
    const silent = rows[0]!.id
    await stream.readUntil((text) => text.includes(`id: ${silent}\nevent: lead`))
    expect(stream.received()).toContain('"name":"Sans Annonce"')

    // Later heartbeats, and a lead announced as usual, do not send it again.
    const announced = await newLead('Après Silence')
    await stream.readUntil((text) => text.includes(`id: ${announced}\nevent: lead`))
    await new Promise((resolve) => setTimeout(resolve, 600))
    expect(stream.received().split(`id: ${silent}\nevent: lead`)).toHaveLength(2)
    expect(stream.received().split(`id: ${announced}\nevent: lead`)).toHaveLength(2)
    stream.close()
  })
})
