import { expect, test } from '@playwright/test'
import { stopAll } from '../tests/harness/processes'
import { E2E_PORT } from './database'
import { instanceUrl as urlOf, startInstance } from './extraInstance'
import { devAdmin, signIn } from './helpers'

/**
 * Two more app instances of the end-to-end build, on the same database as the main one, as behind a
 * load balancer: what one instance accepts, the other shows live, and the rate limit counts both.
 */
const PER_ADDRESS_LIMIT = 5
// Addresses of TEST-NET-1, which no other spec sends from: their counts start at zero whatever ran before.
const ports = [E2E_PORT + 50, E2E_PORT + 51] as const

test.describe.configure({ timeout: 180_000 })

test.beforeAll(async () => {
  test.setTimeout(180_000)
  await Promise.all(ports.map((port) => startInstance(port, PER_ADDRESS_LIMIT)))
})

// Every instance this file started, including one that never answered.
test.afterAll(stopAll)

const lead = (name: string) => ({
  formOrigin: 'contact',
  answers: {
    name,
    email: `${name.toLowerCase().replace(/\W+/g, '.')}@example.fr`,
    phone: '06 12 34 56 78',
    postalCode: '80000',
    message: 'Deux instances',
  },
})

test('a lead sent to one instance arrives live on a dashboard served by the other', async ({ page, request }) => {
  const [dashboardPort, submitPort] = ports
  await signIn(page, devAdmin(), urlOf(dashboardPort))
  await expect(page).toHaveURL(new RegExp(`:${dashboardPort}/admin/dashboard$`))
  await expect(page.getByTestId('counter-Total des leads')).not.toHaveText('…')

  const name = `Autre instance ${Date.now()}`
  const response = await request.post(`${urlOf(submitPort)}/api/leads/submit`, {
    headers: { 'x-forwarded-for': '192.0.2.60' },
    data: lead(name),
  })
  expect(response.status()).toBe(201)
  await expect(page.getByRole('row').filter({ hasText: name })).toBeVisible({ timeout: 2000 })
})

test('the per-address limit holds across both instances', async ({ request }) => {
  const address = `192.0.2.${61 + Math.floor(Math.random() * 100)}`
  const statuses: number[] = []
  // Alternating instances: each sees only part of the traffic, the database sees all of it.
  for (let n = 0; n < PER_ADDRESS_LIMIT + 3; n++) {
    const port = ports[n % 2]!
    const response = await request.post(`${urlOf(port)}/api/leads/submit`, {
      headers: { 'x-forwarded-for': address },
      data: lead(`Limite ${Date.now()} ${n}`),
    })
    statuses.push(response.status())
  }
  expect(statuses.filter((status) => status === 201)).toHaveLength(PER_ADDRESS_LIMIT)
  expect(statuses.slice(PER_ADDRESS_LIMIT)).toEqual([429, 429, 429])
})
