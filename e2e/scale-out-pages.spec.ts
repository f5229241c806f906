import { cp, readFile, rm } from 'node:fs/promises'
import { expect, test, type APIRequestContext } from '@playwright/test'
import { request as get } from '../tests/harness/http'
import { stopAll, type Started } from '../tests/harness/processes'
import { distDirOf } from '../tests/harness/productionServerEnv'
import { E2E_DATABASE, E2E_PORT } from './database'
import { e2eDatabaseClient } from './e2eDatabaseClient'
import { instanceUrl, startInstance } from './extraInstance'
import { E2E_REDIS_PORT, startRedis } from './redisServer'
import { adminHeaders } from './site-helpers'

/*
 * Two instances of the site, A and B, on one database and one Redis, each serving its own copy of the
 * build (nothing shared on disk): what an editor publishes through A, or what the job runner publishes
 * at its time, is on B's pages within 2 s, after a restart, and while Redis is down.
 */

/** The README's promise: a change reaches every instance within this time. */
const VISIBLE_WITHIN = 2_000
const A = E2E_PORT + 60
const B = E2E_PORT + 61
const ports = [A, B] as const
const REDIS_URL = `redis://127.0.0.1:${E2E_REDIS_PORT}`
const distDir = (port: number) => `${distDirOf(E2E_DATABASE)}-instance-${port}`
const logFile = (port: number) => `.data/e2e-instance-${port}.log`

let redis: Started
const instances = new Map<number, Started>()

async function start(port: number) {
  instances.set(port, await startInstance(port, 1000, { NEXT_DIST_DIR: distDir(port), REDIS_URL }))
}

async function stop(port: number) {
  await instances.get(port)?.stop()
  instances.delete(port)
}

test.describe.configure({ timeout: 300_000 })

test.beforeAll(async () => {
  test.setTimeout(300_000)
  redis = await startRedis()
  // Each instance gets a copy of the build, as on machines of their own.
  for (const port of ports) {
    await rm(distDir(port), { recursive: true, force: true })
    await cp(distDirOf(E2E_DATABASE), distDir(port), { recursive: true })
  }
  await Promise.all(ports.map(start))
})

// Every process this file started, including one that never answered.
test.afterAll(stopAll)

const hero = (title: string) => [{ blockType: 'hero', title, intro: 'Deux instances, un seul site.' }]
const newSlug = (name: string) => `echelle-${name}-${Date.now()}`

/** A page created through A's REST API, published or as a draft; its id. */
async function createPage(request: APIRequestContext, slug: string, title: string, status: 'published' | 'draft') {
  const response = await request.post(`${instanceUrl(A)}/api/pages${status === 'draft' ? '?draft=true' : ''}`, {
    headers: await adminHeaders(request),
    data: { title: 'Deux instances', slug, _status: status, layout: hero(title) },
  })
  expect(response.status()).toBe(201)
  return ((await response.json()) as { doc: { id: number } }).doc.id
}

/** Publishes the page through A with a new headline; resolves once the save is committed. */
async function publishThroughA(request: APIRequestContext, id: number, title: string) {
  const response = await request.patch(`${instanceUrl(A)}/api/pages/${id}`, {
    headers: await adminHeaders(request),
    data: { _status: 'published', layout: hero(title) },
  })
  expect(response.ok()).toBe(true)
}

/** Whether the instance serves the address with the text in it. */
async function serves(port: number, path: string, text: string) {
  const response = await get(`${instanceUrl(port)}${path}`, { timeoutMs: 30_000 })
  return response.status === 200 && response.body.includes(text)
}

/**
 * How long after `since` the instance has answered the address with the text (to the end of that answer,
 * its render included), polled until `limitMs`.
 */
async function delayUntilServed(port: number, path: string, text: string, since: number, limitMs: number): Promise<number> {
  for (;;) {
    const askedAt = Date.now()
    if (await serves(port, path, text)) return Date.now() - since
    if (askedAt - since > limitMs) return Infinity
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

const percentile = (values: number[], p: number) => [...values].sort((x, y) => x - y)[Math.ceil((p / 100) * values.length) - 1]!

test('a page published through A shows on B within 2 s, and each new headline after it', async ({ request }) => {
  const slug = newSlug('publication')
  // B has read the page list without the page: that is what must be cleared.
  for (const port of ports) expect((await get(`${instanceUrl(port)}/${slug}`)).status).toBe(404)

  const id = await createPage(request, slug, 'Titre 0', 'published')
  const delays = [await delayUntilServed(B, `/${slug}`, 'Titre 0', Date.now(), 10_000)]
  expect(delays[0], 'B still answers without the page published through A').toBeLessThan(VISIBLE_WITHIN)

  for (let n = 1; n <= 5; n++) {
    await publishThroughA(request, id, `Titre ${n}`)
    delays.push(await delayUntilServed(B, `/${slug}`, `Titre ${n}`, Date.now(), 10_000))
  }
  const measured = `publish on A → visible on B: p50 ${percentile(delays, 50)} ms, max ${Math.max(...delays)} ms (${delays.join(', ')})`
  test.info().annotations.push({ type: 'delays', description: measured })
  console.log(measured)
  expect(Math.max(...delays), 'B still serves an old headline').toBeLessThan(VISIBLE_WITHIN)
})

test('a page scheduled through the job queue is live on both instances and in the sitemap soon after its time', async ({ request }) => {
  const slug = newSlug('programmee')
  const id = await createPage(request, slug, 'Publication programmée', 'draft')
  for (const port of ports) {
    expect((await get(`${instanceUrl(port)}/${slug}`)).status).toBe(404)
    expect((await get(`${instanceUrl(port)}/sitemap.xml`)).body).not.toContain(`/${slug}<`)
  }

  // What the admin's "Programmer la publication" queues (Payload's schedulePublish task, default queue).
  const client = await e2eDatabaseClient()
  let publishAt: number
  try {
    const { rows } = await client.query<{ wait_until: Date }>(
      `insert into payload_jobs (input, task_slug, queue, wait_until)
       values ($1, 'schedulePublish', 'default', now() + interval '20 seconds') returning wait_until`,
      [JSON.stringify({ type: 'publish', doc: { relationTo: 'pages', value: String(id) } })],
    )
    publishAt = rows[0]!.wait_until.getTime()
  } finally {
    await client.end()
  }

  // The queue is worked every 5 s: live on both within that and the 2 s any change takes.
  const limit = publishAt - Date.now() + 5_000 + VISIBLE_WITHIN
  const since = Date.now()
  for (const port of ports) {
    const delay = await delayUntilServed(port, `/${slug}`, 'Publication programmée', since, limit + 5_000)
    console.log(`scheduled publication → served by port ${port}: ${since + delay - publishAt} ms after its time`)
    expect(since + delay - publishAt, `port ${port}: the scheduled page is still missing`).toBeLessThan(5_000 + VISIBLE_WITHIN)
  }
  for (const port of ports) {
    await expect.poll(async () => (await get(`${instanceUrl(port)}/sitemap.xml`)).body, { timeout: VISIBLE_WITHIN }).toContain(`/${slug}<`)
  }
})

test('a restarted instance serves what was published while it was down', async ({ request }) => {
  const slug = newSlug('redemarrage')
  const id = await createPage(request, slug, 'Avant l’arrêt', 'published')
  expect(await delayUntilServed(B, `/${slug}`, 'Avant l’arrêt', Date.now(), 10_000)).toBeLessThan(VISIBLE_WITHIN)

  await stop(B)
  await publishThroughA(request, id, 'Pendant l’arrêt')
  await start(B)
  expect(await serves(B, `/${slug}`, 'Pendant l’arrêt'), 'B restarted with the old headline').toBe(true)
})

test('with Redis stopped, both instances keep answering and a change still reaches B within 2 s', async ({ request }) => {
  const slug = newSlug('sans-redis')
  const id = await createPage(request, slug, 'Avec Redis', 'published')
  expect(await delayUntilServed(B, `/${slug}`, 'Avec Redis', Date.now(), 10_000)).toBeLessThan(VISIBLE_WITHIN)
  const logBefore = (await readFile(logFile(B), 'utf8')).length
  const health = async (port: number) => {
    const answer = await get(`${instanceUrl(port)}/api/health`)
    return { http: answer.status, ...(JSON.parse(answer.body) as object) }
  }
  await expect.poll(() => health(B)).toEqual({ http: 200, status: 'ok', database: 'ok', redis: 'ok' })

  await redis.stop()
  // The balancer keeps every instance: they serve without Redis; the check says what is down.
  await expect.poll(() => health(B)).toEqual({ http: 200, status: 'ok', database: 'ok', redis: 'injoignable' })
  for (const port of ports) {
    for (const path of ['/', `/${slug}`]) expect((await get(`${instanceUrl(port)}${path}`)).status, `${port} ${path}`).toBe(200)
  }
  await publishThroughA(request, id, 'Sans Redis')
  expect(await delayUntilServed(B, `/${slug}`, 'Sans Redis', Date.now(), 10_000), 'B serves the old headline').toBeLessThan(VISIBLE_WITHIN)
  for (let n = 0; n < 5; n++) expect((await get(`${instanceUrl(B)}/`)).status).toBe(200)
  // Said once, not at every request.
  const said = (await readFile(logFile(B), 'utf8')).slice(logBefore).match(/Redis is unreachable/g) ?? []
  expect(said).toHaveLength(1)

  // An instance that starts while Redis is down serves the site too.
  await stop(B)
  await start(B)
  expect(await serves(B, `/${slug}`, 'Sans Redis')).toBe(true)
})

test('what is cleared while Redis hangs is cleared in it too: once it answers, no instance serves the old headline', async ({
  request,
}) => {
  // The previous test stopped Redis: a new, empty one on the same port, which both instances reconnect to.
  redis = await startRedis()
  const slug = newSlug('pause')
  const id = await createPage(request, slug, 'Avant la pause', 'published')
  for (const port of ports) expect(await delayUntilServed(port, `/${slug}`, 'Avant la pause', Date.now(), 10_000)).toBeLessThan(10_000)

  // Redis holds the page as it was, and stops answering (its connections stay open).
  process.kill(redis.child.pid!, 'SIGSTOP')
  try {
    await publishThroughA(request, id, 'Pendant la pause')
    expect(await delayUntilServed(B, `/${slug}`, 'Pendant la pause', Date.now(), 10_000), 'B during the pause').toBeLessThan(10_000)
  } finally {
    process.kill(redis.child.pid!, 'SIGCONT')
  }
  // Once it answers again and the instances read it again (5 s after their last failure at most), neither
  // goes back to the copy Redis held.
  await new Promise((resolve) => setTimeout(resolve, 6_000))
  for (let n = 0; n < 3; n++) {
    for (const port of ports) expect(await serves(port, `/${slug}`, 'Pendant la pause'), `port ${port}`).toBe(true)
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
})
