import { expect, test } from '@playwright/test'
import { waitUntilAnswers } from '../bench/http'
import { productionServerEnv } from '../scripts/productionServerEnv'
import { startProcess, type Started } from '../bench/processes'
import { E2E_DATABASE, E2E_PORT } from './database'
import { devAdmin, signIn } from './helpers'

/**
 * Two more app instances of the end-to-end build, on the same database as the main one, as behind a
 * load balancer: what one instance accepts, the other shows live, and the rate limit counts both.
 */
const PER_ADDRESS_LIMIT = 5
const ports = [E2E_PORT + 50, E2E_PORT + 51] as const
const urlOf = (port: number) => `http://127.0.0.1:${port}`
let instances: Started[] = []

const instanceEnv = (port: number) => productionServerEnv(E2E_DATABASE, port, PER_ADDRESS_LIMIT)

test.describe.configure({ timeout: 180_000 })

test.beforeAll(async () => {
  test.setTimeout(180_000)
  instances = ports.map((port) =>
    startProcess('npx', ['tsx', 'scripts/withDatabase.ts', 'next', 'start', '-p', String(port), '-H', '127.0.0.1'], instanceEnv(port), `.data/e2e-instance-${port}.log`),
  )
  await Promise.all(ports.map((port, index) => waitUntilAnswers(`${urlOf(port)}/mentions-legales`, 120_000, instances[index]!.died)))
})

test.afterAll(async () => {
  await Promise.all(instances.map((instance) => instance.stop()))
})

const lead = (name: string) => ({
  formOrigin: 'contact',
  answers: { name, email: `${name.toLowerCase().replace(/\W+/g, '.')}@example.fr`, phone: '06 12 34 56 78', message: 'Deux instances' },
})

test('a lead sent to one instance arrives live on a dashboard served by the other', async ({ page, request }) => {
  const [dashboardPort, submitPort] = ports
  await signIn(page, devAdmin(), urlOf(dashboardPort))
  await expect(page).toHaveURL(new RegExp(`:${dashboardPort}/admin/dashboard$`))
  await expect(page.getByTestId('counter-Total des leads')).not.toHaveText('…')

  const name = `Autre instance ${Date.now()}`
  const response = await request.post(`${urlOf(submitPort)}/api/leads/submit`, { headers: { 'x-forwarded-for': '198.51.100.60' }, data: lead(name) })
  expect(response.status()).toBe(201)
  await expect(page.getByRole('row').filter({ hasText: name })).toBeVisible({ timeout: 2000 })
})

test('the per-address limit holds across both instances', async ({ request }) => {
  const address = `198.51.100.${61 + Math.floor(Math.random() * 100)}`
  const statuses: number[] = []
  // Alternating instances: each sees only part of the traffic, the database sees all of it.
  for (let n = 0; n < PER_ADDRESS_LIMIT + 3; n++) {
    const port = ports[n % 2]!
    const response = await request.post(`${urlOf(port)}/api/leads/submit`, { headers: { 'x-forwarded-for': address }, data: lead(`Limite ${Date.now()} ${n}`) })
    statuses.push(response.status())
  }
  expect(statuses.filter((status) => status === 201)).toHaveLength(PER_ADDRESS_LIMIT)
  expect(statuses.slice(PER_ADDRESS_LIMIT)).toEqual([429, 429, 429])
})
