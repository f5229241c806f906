import { request as httpRequest, type IncomingHttpHeaders } from 'node:http'
import { randomInt, randomUUID } from 'node:crypto'
import { gunzipSync } from 'node:zlib'
import { expect, test } from '@playwright/test'
import { messages } from '../src/forms/shared/contactFields'
import { refusals } from '../src/leads/intake/acceptSubmission'
import { stopAll } from '../tests/harness/processes'
import { E2E_PORT } from './database'
import { e2eDatabaseClient } from './e2eDatabaseClient'
import { startInstance } from './extraInstance'

/**
 * The app's server answers POST /api/leads/submit itself, before Next (scripts/leadFastPath.ts). Two
 * more instances of the end-to-end build on the same database: one as deployed, one with
 * LEAD_FAST_PATH=off, where Next's route answers. Each case is sent to both, and the statuses, JSON
 * bodies and headers must be the same; only the framing differs (the fast path sends its length, Next
 * streams its answer), which is also how the test knows which of the two answered.
 */
const LIMIT = 3
const fastPort = E2E_PORT + 70
const routePort = E2E_PORT + 71
const LEAD_PATH = '/api/leads/submit'
// A fresh third byte per run keeps these addresses' counters apart from any earlier run's (and app-server.spec's).
const run = randomInt(1, 250)
let nextAddress = 0
/** A loopback address of its own (all of 127/8 is this machine): a visitor with a fresh limit. */
const visitor = () => `127.${run}.${70 + Math.floor(++nextAddress / 250)}.${(nextAddress % 250) + 1}`

type Sent = { status: number; headers: IncomingHttpHeaders; body: Buffer }
type Sending = { from?: string; headers?: Record<string, string>; body?: string; chunked?: boolean; method?: string }

function send(port: number, { from = visitor(), headers = {}, body = '', chunked = false, method = 'POST' }: Sending = {}): Promise<Sent> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      {
        host: '127.0.0.1',
        port,
        localAddress: from,
        method,
        path: LEAD_PATH,
        headers: chunked ? headers : { 'content-length': String(Buffer.byteLength(body)), ...headers },
      },
      (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }))
        response.on('error', reject)
      },
    )
    outgoing.on('error', reject)
    // Chunked: the size is only known once read, as a client streaming its body would send it.
    if (chunked) for (let at = 0; at < body.length; at += 8192) outgoing.write(body.slice(at, at + 8192))
    outgoing.end(chunked ? undefined : body)
  })
}

const json = (answer: Sent): unknown =>
  JSON.parse((answer.headers['content-encoding'] === 'gzip' ? gunzipSync(answer.body) : answer.body).toString('utf8'))

// How the answer is framed and coded on the connection, not what it says: the fast path sends a whole answer
// under 1 KB as is, where Next, streaming, compresses it.
const framing = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length', 'content-encoding'])
const meaningful = (headers: IncomingHttpHeaders) => Object.fromEntries(Object.entries(headers).filter(([name]) => !framing.has(name)))

/** The same request to both instances: the fast path answered one, Next's route the other, alike. */
async function sendToBoth(sending: Sending | (() => Sending)) {
  const make = typeof sending === 'function' ? sending : () => sending
  const fast = await send(fastPort, make())
  const route = await send(routePort, make())
  expect(meaningful(fast.headers)).toEqual(meaningful(route.headers))
  expect(fast.status).toBe(route.status)
  return { fast, route }
}

const asJson = { 'content-type': 'application/json' }
const contactLead = (overrides: Record<string, unknown> = {}) =>
  JSON.stringify({
    formOrigin: 'contact',
    answers: {
      name: 'Voie Rapide',
      email: `voie.rapide.${randomUUID()}@example.fr`,
      phone: '06 12 34 56 78',
      message: 'Test',
      ...overrides,
    },
  })

test.describe.configure({ timeout: 180_000 })
test.beforeAll(async () => {
  test.setTimeout(180_000)
  await Promise.all([startInstance(fastPort, LIMIT), startInstance(routePort, LIMIT, { LEAD_FAST_PATH: 'off' })])
  // Payload starts with the first request that needs it, in Next's route on both: from then on the fast path answers.
  for (const port of [fastPort, routePort])
    expect((await send(port, { headers: { 'content-type': 'text/plain' }, body: 'x' })).status).toBe(415)
})
test.afterAll(stopAll)

test('a valid lead is stored once and answered 201 with its id and booking token by both, the fast path sending its length', async () => {
  const submissionId = randomUUID()
  const body = JSON.stringify({ ...(JSON.parse(contactLead()) as object), submissionId })
  // One visitor sending again: a replay is answered with its lead to the client that sent it, and to no other.
  const from = visitor()
  const { fast, route } = await sendToBoth({ from, headers: asJson, body })
  expect(fast.status).toBe(201)
  expect(fast.headers['content-length']).toBeDefined()
  expect(route.headers['transfer-encoding']).toBe('chunked')
  // The same sending stored once: both give back the lead it created.
  // With the lead's booking token (signed with its expiry: a second later, another token for the same lead).
  const { id } = json(fast) as { id: number }
  const answered = { id, bookingToken: expect.stringMatching(new RegExp(`^${id}\\.\\d+\\.[\\w-]{43}$`)) }
  expect(json(fast)).toEqual(answered)
  expect(json(route)).toEqual(answered)
  expect(json(await send(fastPort, { from, headers: asJson, body }))).toEqual(answered)
  expect((await send(fastPort, { from: visitor(), headers: asJson, body })).status).toBe(409)

  const client = await e2eDatabaseClient()
  try {
    const { rows } = await client.query<{ id: number }>('select id from leads where submission_id = $1', [submissionId])
    expect(rows).toEqual([{ id }])
  } finally {
    await client.end()
  }
})

test('400 with the French message of every wrong field, the same through both', async () => {
  const { fast, route } = await sendToBoth(() => ({ headers: asJson, body: contactLead({ name: '', email: 'pas-une-adresse' }) }))
  expect(fast.status).toBe(400)
  expect(json(fast)).toEqual({ message: refusals.invalid, errors: { name: messages.name, email: messages.email } })
  expect(json(route)).toEqual(json(fast))

  // Every field of the free study missing, for a client that accepts gzip: the fast path's whole answer, under
  // 1 KB, goes as is (scripts/responseCompression.ts); Next's route streams its own, compressed. Same content.
  const everyField = await sendToBoth({
    headers: { ...asJson, 'accept-encoding': 'gzip' },
    body: JSON.stringify({ formOrigin: 'etude-gratuite', answers: {} }),
  })
  expect(everyField.fast.headers['content-encoding']).toBeUndefined()
  expect(everyField.route.headers['content-encoding']).toBe('gzip')
  expect(json(everyField.fast)).toEqual(json(everyField.route))

  const unreadable = await sendToBoth({ headers: asJson, body: '{"formOrigin":' })
  expect(json(unreadable.fast)).toEqual({ message: refusals.unreadable, errors: {} })
})

test('413 over the size limit, declared or found while reading, and 415 for another content type', async () => {
  const huge = contactLead({ message: 'a'.repeat(40 * 1024) })
  for (const chunked of [false, true]) {
    const { fast, route } = await sendToBoth({ headers: asJson, body: huge, chunked })
    expect(fast.status).toBe(413)
    expect(json(fast)).toEqual({ message: refusals.tooLarge })
    expect(json(route)).toEqual(json(fast))
  }
  const { fast } = await sendToBoth({ headers: { 'content-type': 'text/plain' }, body: contactLead() })
  expect(fast.status).toBe(415)
  expect(json(fast)).toEqual({ message: refusals.contentType })
})

test('429 past the limit, a forged X-Forwarded-For per request counting for the socket address', async () => {
  const answers = { fast: [] as Sent[], route: [] as Sent[] }
  for (const [which, port] of [
    ['fast', fastPort],
    ['route', routePort],
  ] as const) {
    const from = visitor()
    for (let n = 0; n < LIMIT + 2; n++)
      answers[which].push(await send(port, { from, headers: { ...asJson, 'x-forwarded-for': `198.51.100.${n + 1}` }, body: contactLead() }))
  }
  expect(answers.fast.map((answer) => answer.status)).toEqual([201, 201, 201, 429, 429])
  expect(answers.route.map((answer) => answer.status)).toEqual([201, 201, 201, 429, 429])
  const [fast, route] = [answers.fast.at(-1)!, answers.route.at(-1)!]
  expect(meaningful(fast.headers)).toEqual(meaningful(route.headers))
  expect(json(fast)).toEqual({ message: refusals.rateLimited })
  expect(json(route)).toEqual(json(fast))
})

test('other methods are left to Next, on both', async () => {
  for (const method of ['GET', 'PUT', 'DELETE']) {
    const { fast, route } = await sendToBoth({ method, headers: asJson, body: contactLead() })
    expect(fast.status, method).toBe(route.status)
    expect(fast.body.toString('utf8'), method).toBe(route.body.toString('utf8'))
  }
})
