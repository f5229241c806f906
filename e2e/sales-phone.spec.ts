import { expect, test } from '@playwright/test'
import { devAdmin, signIn } from './helpers'

/** A salesperson on a 390 px phone, signed in once for the file: "Mes leads", a call and its outcome. */
test.use({ viewport: { width: 390, height: 844 }, timezoneId: 'Europe/Paris', hasTouch: true, isMobile: true })

test('from "Mes leads" on a 390 px phone, the first lead, its call link and « Résultat de l’appel » are on the first screen; one tap logs the call', async ({
  page,
  request,
}) => {
  const stamp = Date.now()
  const login = await request.post('/api/users/login', { data: devAdmin() })
  const asAdmin = { Authorization: `JWT ${((await login.json()) as { token: string }).token}` }
  const email = `dora.mobile.${stamp}@combles-nord.fr`
  const password = 'mot-de-passe-commercial-1'
  const created = await request.post('/api/users', {
    data: { email, password, name: 'Dora Mobile', role: 'sales', receivesLeads: false },
    headers: asAdmin,
  })
  expect(created.status()).toBe(201)
  const dora = ((await created.json()) as { doc: { id: number } }).doc.id
  // Three leads of hers, the last one the newest.
  for (const index of [1, 2, 3]) {
    const submitted = await request.post('/api/leads/submit', {
      headers: { 'x-forwarded-for': '198.51.100.77' },
      data: {
        formOrigin: 'combles-maison-phenix',
        answers: {
          name: `Téléphone ${stamp} ${index}`,
          email: `telephone.${stamp}.${index}@example.fr`,
          phone: `06 12 ${String(stamp % 100).padStart(2, '0')} 4${index} 5${index}`,
          postalCode: '80000',
        },
        source: { page: '/landing/combles-maison-phenix' },
      },
    })
    expect(submitted.status()).toBe(201)
    const { id } = (await submitted.json()) as { id: number }
    expect((await request.patch(`/api/leads/${id}`, { data: { owner: dora }, headers: asAdmin })).status()).toBe(200)
  }

  await signIn(page, { email, password })
  await expect(page).toHaveURL(/\/admin\/dashboard/, { timeout: 20_000 })
  await page.goto('/admin/dashboard?responsable=moi')
  const first = page.locator('tr[data-lead-id]').first()
  await expect(first).toContainText(`Téléphone ${stamp} 3`)
  // Without scrolling: the lead, one tap to call it, one to log how the call ended.
  await expect(page.getByText('Filtres et compteurs (1 filtre actif)')).toBeVisible()
  const call = first.getByRole('link', { name: `Appeler Téléphone ${stamp} 3 au` })
  await expect(call).toHaveAttribute('href', /^tel:06/)
  await expect(call).toBeInViewport({ ratio: 1 })
  const outcome = first.getByRole('button', { name: `Résultat de l’appel à Téléphone ${stamp} 3` })
  await expect(outcome).toBeInViewport({ ratio: 1 })
  expect(await page.evaluate(() => window.scrollY)).toBe(0)
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)

  await outcome.tap()
  const panel = page.getByRole('complementary', { name: `Lead de Téléphone ${stamp} 3` })
  const heading = panel.getByRole('heading', { name: 'Résultat de l’appel' })
  await expect(heading).toBeFocused()
  await expect(heading).toBeInViewport()
  await panel.getByRole('button', { name: 'Messagerie' }).tap()
  await expect(panel.getByRole('status').filter({ hasText: 'Appel enregistré' })).toHaveText('Appel enregistré\u00a0: Messagerie.')
  await expect(panel.getByRole('list', { name: 'Historique du lead' })).toContainText(/Appelé · Messagerie/)
  // The next action is right below: its form is one tap away.
  await expect(panel.getByRole('form', { name: 'Prochaine action' })).toBeVisible()
})
