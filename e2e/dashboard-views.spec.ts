import { expect, type APIRequestContext, test } from '@playwright/test'
import { devAdmin, openSignedIn } from './helpers'
import { e2eDatabaseClient } from './e2eDatabaseClient'

/**
 * The dashboard opens on the view each person works in, kept for them (not for a browser): a salesperson's own
 * leads, oldest first, until they choose another; the manager filters by any salesperson.
 */

const password = 'mot-de-passe-commercial-1'

async function newSalesperson(request: APIRequestContext, name: string) {
  const login = await request.post('/api/users/login', { data: devAdmin() })
  const { token } = (await login.json()) as { token: string }
  const email = `${name.toLowerCase().replace(/\W+/g, '.')}.${Date.now()}@combles-nord.fr`
  const created = await request.post('/api/users', {
    data: { email, password, name, role: 'sales' },
    headers: { Authorization: `JWT ${token}` },
  })
  expect(created.status()).toBe(201)
  return { id: ((await created.json()) as { doc: { id: number } }).doc.id, email }
}

async function rememberedView(userId: number): Promise<string | null> {
  const client = await e2eDatabaseClient()
  try {
    return (await client.query<{ dashboard_view: string | null }>('select dashboard_view from users where id = $1', [userId])).rows[0]!
      .dashboard_view
  } finally {
    await client.end()
  }
}

test('a salesperson’s dashboard reopens on their last view in another browser; the manager filters by a named salesperson', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  const name = `Théo Vue ${Date.now() % 1_000_000}`
  const seller = await newSalesperson(request, name)
  await openSignedIn(page, { email: seller.email, password }, '/admin/dashboard')
  // Their first view: their own leads, the one waiting longest first.
  await expect(page).toHaveURL(/\/admin\/dashboard\?responsable=moi&tri=anciens$/)
  await expect(page.getByLabel('Responsable')).toHaveValue('mine')
  await page.getByRole('combobox', { name: 'Statut', exact: true }).selectOption('new')
  await expect(page).toHaveURL(/statut=new/)
  await expect.poll(() => rememberedView(seller.id), { timeout: 10_000 }).toBe('?statut=new&responsable=moi&tri=anciens')

  // Signed out, then signed in again in another browser: the same view.
  const other = await browser.newContext({ baseURL })
  try {
    const again = await other.newPage()
    await openSignedIn(again, { email: seller.email, password }, '/admin/dashboard', true)
    await expect(again).toHaveURL(/\/admin\/dashboard\?statut=new&responsable=moi&tri=anciens$/)
    await expect(again.getByRole('combobox', { name: 'Statut', exact: true })).toHaveValue('new')
  } finally {
    await other.close()
  }

  // The manager picks the salesperson by name.
  const manager = await browser.newContext({ baseURL })
  try {
    const admin = await manager.newPage()
    await openSignedIn(admin, devAdmin(), '/admin/dashboard?tri=anciens')
    await admin.getByLabel('Responsable').selectOption({ label: name })
    await expect(admin).toHaveURL(new RegExp(`responsable=${seller.id}(&|$)`))
    await expect(admin.getByRole('region', { name: 'Liste des leads' })).toBeVisible()
  } finally {
    await manager.close()
  }
})
