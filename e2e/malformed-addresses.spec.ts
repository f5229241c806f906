import { statSync } from 'node:fs'
import { expect, test } from '@playwright/test'
import { stopAll } from '../tests/harness/processes'
import { E2E_PORT } from './database'
import { instanceUrl, startInstance } from './extraInstance'
import { devAdmin } from './helpers'

/** An instance of its own, whose whole output (Payload's log included) goes to a file this test reads. */
const port = E2E_PORT + 70
const origin = instanceUrl(port)
const logFile = `.data/e2e-instance-${port}.log`
const MAX_LOG_BYTES = 2 * 1024

test.describe.configure({ timeout: 240_000 })
test.beforeAll(async () => {
  test.setTimeout(240_000)
  await startInstance(port, 1000)
})
test.afterAll(stopAll)

const logBytes = () => statSync(logFile).size

/** Sends the request and waits for the log to settle: the status, and how much the log grew. */
async function sentOnce(send: () => Promise<{ status: () => number }>) {
  const before = logBytes()
  const status = (await send()).status()
  await new Promise((resolve) => setTimeout(resolve, 500))
  return { status, logged: logBytes() - before }
}

/** The same, sent again when the log grew: the server's scheduled jobs may log meanwhile, never twice in step. */
async function statusAndLog(send: () => Promise<{ status: () => number }>) {
  const first = await sentOnce(send)
  return first.logged < MAX_LOG_BYTES ? first : sentOnce(send)
}

const anonymous = [
  '/api/pages/abc',
  '/api/media/abc',
  '/api/media/package.json',
  '/api/media/file/%2e%2e/package.json',
  '/api/media/file/x%00.jpg',
  '/api/projects/1.5',
  '/api/testimonials/99999999999',
  '/api/globals/navigation/versions/abc',
  '/api/pages/%E0%A4%A',
]

test('malformed ids and file names answer 400 or 404 with a short log line, anonymously or signed in', async ({ request }) => {
  for (const address of anonymous) {
    const { status, logged } = await statusAndLog(() => request.get(`${origin}${address}`))
    expect([400, 404], address).toContain(status)
    expect(logged, `log bytes for ${address}`).toBeLessThan(MAX_LOG_BYTES)
  }
  const login = await request.post(`${origin}/api/users/login`, { data: devAdmin() })
  const headers = { Authorization: `JWT ${((await login.json()) as { token: string }).token}` }
  expect((await request.get(`${origin}/api/leads?limit=1&depth=0`, { headers })).status()).toBe(200)
  for (const address of ['/api/leads/abc', '/api/leads/digests']) {
    const { status, logged } = await statusAndLog(() => request.get(`${origin}${address}`, { headers }))
    expect([400, 404], address).toContain(status)
    expect(logged, `log bytes for ${address}`).toBeLessThan(MAX_LOG_BYTES)
  }
  const { status, logged } = await statusAndLog(() => request.patch(`${origin}/api/leads/abc`, { headers, data: { status: 'won' } }))
  expect([400, 404]).toContain(status)
  expect(logged).toBeLessThan(MAX_LOG_BYTES)
})

test('well-formed ids and file names still reach Payload', async ({ request }) => {
  const { docs } = (await (await request.get(`${origin}/api/media?limit=1&depth=0`)).json()) as { docs: { id: number; filename: string }[] }
  const media = docs[0]
  if (!media) throw new Error('no media')
  expect((await request.get(`${origin}/api/media/${media.id}?depth=0`)).status()).toBe(200)
  expect((await request.get(`${origin}/api/media/file/${encodeURIComponent(media.filename)}`)).status()).toBe(200)
  expect((await request.get(`${origin}/api/pages/2147483647`)).status()).toBe(404)
  expect((await request.get(`${origin}/api/pages/count`)).status()).toBe(200)
})
