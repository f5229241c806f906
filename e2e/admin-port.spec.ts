import { expect, test } from '@playwright/test'
import { stopAll } from '../tests/harness/processes'
import { E2E_PORT } from './database'
import { startInstance } from './extraInstance'
import { devAdmin, signIn } from './helpers'

/**
 * An instance started on another port without SERVER_URL (as `PORT=3600 npm start` does): the site's address
 * follows the port, so the admin saves; opened at another address, a save is refused with a message naming
 * the setting instead of Payload's bare "not allowed".
 */
const port = E2E_PORT + 60
const site = `http://localhost:${port}`

test.describe.configure({ timeout: 180_000 })

test.beforeAll(async () => {
  test.setTimeout(180_000)
  // An empty variable counts as unset: the instance has no SERVER_URL.
  await startInstance(port, 1000, { SERVER_URL: '' })
})

test.afterAll(stopAll)

async function createTestimonial(page: import('@playwright/test').Page, origin: string, author: string) {
  await page.goto(`${origin}/admin/collections/testimonials/create`)
  await page.getByLabel('Texte').fill('Un témoignage écrit depuis un autre port.')
  await page.getByLabel('Auteur').fill(author)
  await page.getByRole('button', { name: 'Sauvegarder', exact: true }).click()
}

test('without SERVER_URL, an admin on another port saves a document', async ({ page }) => {
  await signIn(page, devAdmin(), site)
  await expect(page).toHaveURL(/\/admin\/dashboard(\?|$)/)
  const author = `Port ${port} ${Date.now()}`
  await createTestimonial(page, site, author)
  await expect(page).toHaveURL(/\/admin\/collections\/testimonials\/\d+/)
  const id = /testimonials\/(\d+)/.exec(page.url())?.[1]
  expect((await page.request.delete(`${site}/api/testimonials/${id}`, { headers: { origin: site } })).status()).toBe(200)
})

test('a save from an address other than the site names SERVER_URL', async ({ page }) => {
  const other = `http://127.0.0.1:${port}`
  await signIn(page, devAdmin(), other)
  await expect(page).toHaveURL(/\/admin\/dashboard(\?|$)/)
  await createTestimonial(page, other, `Autre adresse ${Date.now()}`)
  await expect(page.getByText(/réglage SERVER_URL\) est http:\/\/localhost:/)).toBeVisible()
  await expect(page).toHaveURL(/\/testimonials\/create/)
})

test('the load balancer’s health check answers 200 while Payload and the database run, naming no address', async ({ request }) => {
  const response = await request.get(`${site}/api/health`)
  expect(response.status()).toBe(200)
  expect(response.headers()['cache-control']).toBe('no-store')
  expect(await response.json()).toEqual({ status: 'ok', database: 'ok' })
})
