import { expect, test } from '@playwright/test'
import { devAdmin, signIn } from './helpers'

test('the lead endpoint refuses other methods with a 4xx, never a server error', async ({ request }) => {
  for (const method of ['GET', 'PUT', 'PATCH', 'DELETE'] as const) {
    const response = await request.fetch('/api/leads/submit', { method, data: { formOrigin: 'contact' } })
    expect(response.status(), method).toBeGreaterThanOrEqual(400)
    expect(response.status(), method).toBeLessThan(500)
  }
})

test('HTML and script stored in a lead are shown as inert text on the dashboard', async ({ page, request }) => {
  const marker = Date.now()
  const name = `<img src=x onerror="window.__pwned='name'"> Pirate ${marker}`
  const message = `<script>window.__pwned='message'</script><b>gras</b> ${marker}`
  const created = await request.post('/api/leads/submit', {
    headers: { 'x-forwarded-for': '198.51.100.90' },
    data: {
      formOrigin: 'contact',
      answers: { name, email: `pirate.${marker}@example.fr`, phone: '06 12 34 56 78', postalCode: '80000', message },
      source: { page: `/contact"><script>window.__pwned='page'</script>`, referrer: 'javascript:alert(1)' },
    },
  })
  expect(created.status()).toBe(201)

  await signIn(page, devAdmin())
  await expect(page).toHaveURL(/\/admin\/dashboard(\?|$)/)
  const row = page.getByRole('row').filter({ hasText: `Pirate ${marker}` })
  await expect(row).toBeVisible()
  await expect(row).toContainText(name)
  await row.getByRole('button', { name: 'Voir' }).click()
  const panel = page.getByRole('complementary', { name: `Lead de ${name}` })
  await expect(panel).toBeVisible()
  await expect(panel.getByText(message).first()).toBeVisible()
  // Shown as text: no element was made from the payloads and none of their scripts ran.
  await expect(panel.locator('img[src="x"]')).toHaveCount(0)
  await expect(panel.locator('b', { hasText: 'gras' })).toHaveCount(0)
  await expect(row.locator('img')).toHaveCount(0)
  expect(await page.evaluate(() => (window as unknown as { __pwned?: string }).__pwned)).toBeUndefined()
})
