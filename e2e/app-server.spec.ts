import { request as httpRequest } from 'node:http'
import { randomBytes, randomInt } from 'node:crypto'
import { expect, test } from '@playwright/test'
import { stopAll } from '../tests/harness/processes'
import { E2E_PORT } from './database'
import { startInstance } from './extraInstance'

/**
 * What the app's own server (scripts/serve.ts) decides at start and per socket.
 *
 * The per-address lead limit counts the address the socket saw, or what a trusted proxy says; a client's
 * own X-Forwarded-For is never believed. Requests leave from chosen loopback addresses (all of 127/8 is
 * this machine), so the test plays the visitor, the forger and the load balancer for real.
 */
const LIMIT = 3
const port = E2E_PORT + 60
const httpsPort = E2E_PORT + 61
// A fresh third byte per run keeps these addresses' counters apart from any earlier run's.
const run = randomInt(1, 250)
const loopback = (last: number) => `127.${run}.0.${last}`
const PROXY = loopback(2)

test.describe.configure({ timeout: 180_000 })
test.beforeAll(async () => {
  test.setTimeout(180_000)
  await Promise.all([
    startInstance(port, LIMIT, { TRUSTED_PROXIES: PROXY }),
    // The same build, deployed behind https.
    startInstance(httpsPort, LIMIT, { SERVER_URL: 'https://www.combles-nord.example' }),
  ])
})
test.afterAll(stopAll)

/** Posts one contact lead from `from`, with the given extra headers; resolves to the status. */
function sendLead(from: string, headers: Record<string, string> = {}): Promise<number> {
  const body = JSON.stringify({
    formOrigin: 'contact',
    answers: {
      name: 'Adresse Test',
      email: 'adresse.test@example.fr',
      phone: '06 12 34 56 78',
      postalCode: '80000',
      message: 'Test des adresses',
    },
  })
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      {
        host: '127.0.0.1',
        port,
        localAddress: from,
        method: 'POST',
        path: '/api/leads/submit',
        headers: { 'content-type': 'application/json', ...headers },
      },
      (response) => {
        response.resume()
        response.on('end', () => resolve(response.statusCode ?? 0))
      },
    )
    request.on('error', reject)
    request.end(body)
  })
}

const sendMany = async (count: number, send: (n: number) => Promise<number>) => {
  const statuses: number[] = []
  for (let n = 0; n < count; n++) statuses.push(await send(n))
  return statuses
}

test('a new forged X-Forwarded-For per request does not escape the limit', async () => {
  const forger = loopback(11)
  const statuses = await sendMany(LIMIT + 2, (n) => sendLead(forger, { 'x-forwarded-for': `198.51.100.${n + 1}` }))
  expect(statuses).toEqual([201, 201, 201, 429, 429])
})

test("naming a victim's address does not use up the victim's limit", async () => {
  const victim = loopback(14)
  await sendMany(LIMIT + 1, () => sendLead(loopback(12), { 'x-forwarded-for': victim }))
  expect(await sendLead(victim)).toBe(201)
})

test('the socket address is stamped by the server: a client cannot send it itself', async () => {
  const statuses = await sendMany(LIMIT + 1, (n) => sendLead(loopback(15), { 'x-combles-peer-address': `198.51.100.${n + 1}` }))
  expect(statuses).toEqual([201, 201, 201, 429])
})

test('behind a trusted proxy, the rightmost address it did not write itself is counted', async () => {
  const visitor = `203.0.113.${run}`
  // The proxy appends the visitor's address to what the visitor claimed.
  const statuses = await sendMany(LIMIT + 1, (n) => sendLead(PROXY, { 'x-forwarded-for': `10.0.0.${n + 1}, ${visitor}` }))
  expect(statuses).toEqual([201, 201, 201, 429])
  // Another visitor behind the same proxy keeps their own limit.
  expect(await sendLead(PROXY, { 'x-forwarded-for': `203.0.114.${run}` })).toBe(201)
})

test('a 6,000-character X-Forwarded-For is no address and no server error', async () => {
  // Random characters: a repeated one would be compressed under the index's size limit.
  const status = await sendLead(PROXY, { 'x-forwarded-for': randomBytes(3000).toString('hex') })
  expect([201, 429]).toContain(status)
})

test('HSTS follows SERVER_URL when the server starts, not when the site was built', async ({ request }) => {
  // The build was made for http://127.0.0.1: no HSTS there.
  const plain = await request.get(`http://127.0.0.1:${port}/mentions-legales`)
  expect(plain.headers()['strict-transport-security']).toBeUndefined()
  const secure = await request.get(`http://127.0.0.1:${httpsPort}/mentions-legales`)
  expect(secure.headers()['strict-transport-security']).toMatch(/^max-age=63072000; includeSubDomains/)
})
