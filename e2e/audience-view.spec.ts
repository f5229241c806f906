import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { devAdmin, openSignedIn } from './helpers'
import { adminHeaders, newEditor } from './site-helpers'

type Funnels = {
  from: string
  to: string
  forms: { form: string; views: number; steps: unknown[] }[]
  pages: unknown[]
  sources: unknown[]
}

/** A request from the signed-in page itself, as its download link makes it (the session's cookie, the page's origin). */
const fetchFromPage = (page: Page, path: string) =>
  page.evaluate(async (url) => {
    const response = await fetch(url, { credentials: 'include' })
    return { status: response.status, text: await response.text() }
  }, path)

/** A salesperson who takes no new lead: the assignment of other tests' leads is left as it is. */
async function newSalesperson(request: APIRequestContext) {
  const account = { email: `commercial.mesure.${Date.now()}@combles-nord.fr`, password: 'mot-de-passe-commercial-1' }
  const created = await request.post('/api/users', {
    data: { ...account, role: 'sales', name: 'Commercial Mesure', receivesLeads: false },
    headers: await adminHeaders(request),
  })
  expect(created.status()).toBe(201)
  return account
}

test('the manager and an editor read the funnels, in the admin and through the API; a salesperson and a visitor do not', async ({
  page,
  request,
  browser,
}) => {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date())
  // A visit of the site first, so that today has figures.
  const visitorContext = await browser.newContext()
  const visitor = await visitorContext.newPage()
  const measured = visitor.waitForRequest((sent) => new URL(sent.url()).pathname === '/api/audience')
  await visitor.goto('/contact')
  await measured
  await visitorContext.close()

  expect((await request.get(`/api/analytics/funnels?from=${today}&to=${today}`)).status()).toBe(401)
  const api = await request.get(`/api/analytics/funnels?from=${today}&to=${today}`, { headers: await adminHeaders(request) })
  expect(api.status()).toBe(200)
  const funnels = (await api.json()) as Funnels
  expect(funnels).toMatchObject({ from: today, to: today })
  await expect
    .poll(async () => {
      const again = (await (
        await request.get(`/api/analytics/funnels?from=${today}&to=${today}`, { headers: await adminHeaders(request) })
      ).json()) as Funnels
      return again.forms.find((form) => form.form === 'contact')?.views ?? 0
    })
    .toBeGreaterThan(0)
  expect((await request.get('/api/analytics/funnels?from=2026-13-01', { headers: await adminHeaders(request) })).status()).toBe(400)

  const pages = await request.get('/api/pages?where[slug][equals]=contact&depth=0&limit=1')
  const [contactPage] = ((await pages.json()) as { docs: { id: number }[] }).docs
  if (!contactPage) throw new Error('no contact page')
  for (const account of [devAdmin(), await newEditor(request, 'mesure')]) {
    await page.context().clearCookies()
    await openSignedIn(page, account, `/admin/mesure-audience?du=${today}&au=${today}`)
    await expect(page.getByRole('heading', { level: 1, name: 'Mesure d’audience' })).toBeVisible()
    const forms = page.locator('table[data-report-table="formulaires"]')
    await expect(forms.getByRole('row', { name: /^Contact/ })).toBeVisible()
    await expect(page.locator('table[data-report-table="pages"]').getByRole('row', { name: /^\/contact \d/ })).toBeVisible()
    await expect(page.locator('table[data-report-table="sources"]')).toBeVisible()
    await expect(page.getByRole('navigation').getByRole('link', { name: 'Mesure d’audience' })).toBeVisible()
    const csv = await fetchFromPage(page, `/api/analytics/funnels/csv?tableau=formulaires&du=${today}&au=${today}`)
    expect(csv.status).toBe(200)
    expect(csv.text).toMatch(/^\uFEFF?Formulaire;Affiché;Commencé;/)
    // The contact page's own screen shows its figures.
    await page.goto(`/admin/collections/pages/${contactPage.id}`)
    await expect(page.getByTestId('page-audience')).toContainText(/^Mesure d’audience, 30 derniers jours[1-9]\d* vues?, \d+ leads?/, {
      timeout: 30_000,
    })
  }

  const salesperson = await newSalesperson(request)
  await page.context().clearCookies()
  await openSignedIn(page, salesperson, '/admin/mesure-audience')
  await expect(page.getByText('La mesure d’audience est réservée à la direction et à la rédaction.')).toBeVisible()
  await expect(page.locator('table[data-report-table]')).toHaveCount(0)
  expect((await fetchFromPage(page, `/api/analytics/funnels?from=${today}&to=${today}`)).status).toBe(403)
})
