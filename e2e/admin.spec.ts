import { expect, test } from '@playwright/test'
import { E2E_PORT } from './database'
import { devAdmin, signIn } from './helpers'

test('the dev admin signs in at /admin/login and sees the French admin', async ({ page }) => {
  await signIn(page, devAdmin())
  await expect(page).not.toHaveURL(/\/admin\/login/)
  const navigation = page.getByRole('navigation')
  await expect(navigation.getByRole('link', { name: 'Projets', exact: true })).toBeVisible()
  await expect(navigation.getByRole('link', { name: 'Leads', exact: true })).toBeVisible()
  await expect(navigation.getByRole('button', { name: 'Contenu' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Ouvrir Menu' })).toBeAttached()
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
})

test('the admin carries the company’s name and mark, and names array rows after their items', async ({ page }) => {
  await page.goto('/admin/login')
  await expect(page.getByTestId('admin-logo')).toHaveText('Combles & Extensions du Nord')
  await signIn(page, devAdmin())
  await expect(page).not.toHaveURL(/\/admin\/login/)
  await expect(page.getByRole('img', { name: 'Combles & Extensions du Nord' }).first()).toBeAttached()

  await page.goto('/admin/globals/site-settings')
  const agencies = page.locator('#field-agencies')
  // Each agency's row is named after the agency, not 'Agence 01'.
  await expect(agencies.locator('.row-label').first()).toHaveText('Agence Normandie')
  await expect(agencies.locator('.row-label', { hasText: /^Agence \d{2}$/ })).toHaveCount(0)
})

test('a wrong password is refused with the specification’s message', async ({ page }) => {
  await signIn(page, { email: devAdmin().email, password: 'pas-le-bon-mot-de-passe' })
  await expect(page.getByText('Erreur de connexion. Veuillez vérifier vos identifiants.')).toBeVisible()
  await expect(page).toHaveURL(/\/admin\/login/)
})

test('GraphQL is disabled and has no route', async ({ request }) => {
  for (const path of ['/api/graphql', '/api/graphql-playground']) {
    expect((await request.get(path)).status()).toBe(404)
    expect((await request.post(path, { data: { query: '{ __typename }' } })).status()).toBe(404)
  }
})

test('anonymous visitors cannot list leads or users through the REST API', async ({ request }) => {
  for (const path of ['/api/leads', '/api/lead-notes', '/api/lead-activities', '/api/users']) {
    expect((await request.get(path)).status()).toBe(403)
  }
  const created = await request.post('/api/leads', { data: { formOrigin: 'contact', name: 'X', email: 'x@example.fr' } })
  expect(created.status()).toBe(403)
  expect((await request.get('/api/projects?limit=1')).status()).toBe(200)
})

test('every response carries the security headers', async ({ request }) => {
  for (const path of ['/', '/admin/login', '/api/projects?limit=1']) {
    const headers = (await request.get(path)).headers()
    expect(headers['content-security-policy']).toContain("frame-ancestors 'self'")
    expect(headers['x-content-type-options']).toBe('nosniff')
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
    expect(headers['x-frame-options']).toBe('SAMEORIGIN')
  }
})

test('only the admin asks for the colour-scheme client hint: a public page loads in one request', async ({ request }) => {
  for (const path of ['/', '/plans-et-inspirations']) expect((await request.get(path)).headers()['critical-ch']).toBeUndefined()
  expect((await request.get('/admin/login')).headers()['critical-ch']).toBe('Sec-CH-Prefers-Color-Scheme')
})

test('the session cookie is HttpOnly and SameSite=Lax, and a request from another origin does not carry the session', async ({
  request,
}) => {
  const { email, password } = devAdmin()
  const login = await request.post('/api/users/login', { data: { email, password } })
  expect(login.status()).toBe(200)
  const cookie = login.headers()['set-cookie'] ?? ''
  expect(cookie).toMatch(/payload-token=[^;]+;/)
  expect(cookie).toContain('HttpOnly')
  expect(cookie).toContain('SameSite=Lax')

  // The cookie rides along with every request of this context; it counts only from the site itself.
  const ownOrigin = `http://127.0.0.1:${E2E_PORT}`
  expect((await request.get('/api/leads?limit=1', { headers: { origin: ownOrigin } })).status()).toBe(200)
  expect((await request.get('/api/leads?limit=1', { headers: { 'sec-fetch-site': 'same-origin' } })).status()).toBe(200)
  const foreign: Record<string, string>[] = [
    { origin: 'https://pirate.example' },
    { origin: 'http://127.0.0.1:9999' },
    { 'sec-fetch-site': 'cross-site' },
    {},
  ]
  for (const headers of foreign) {
    expect((await request.get('/api/leads?limit=1', { headers })).status(), JSON.stringify(headers)).toBe(403)
    const forged = await request.post('/api/lead-notes', { headers, data: { lead: 1, content: 'Note forgée' } })
    expect(forged.status(), JSON.stringify(headers)).toBe(403)
  }
})
