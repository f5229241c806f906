import { expect, test, type APIRequestContext } from '@playwright/test'
import { devAdmin, signIn } from './helpers'

const password = 'mot-de-passe-commercial-1'

async function adminToken(request: APIRequestContext): Promise<string> {
  const login = await request.post('/api/users/login', { data: devAdmin() })
  return ((await login.json()) as { token: string }).token
}

async function createSalesperson(request: APIRequestContext, token: string, name: string) {
  const email = `${name.toLowerCase().replace(/\W+/g, '.')}.${Date.now()}@combles-nord.fr`
  const created = await request.post('/api/users', {
    data: { email, password, name, role: 'sales' },
    headers: { Authorization: `JWT ${token}` },
  })
  expect(created.status()).toBe(201)
  return { id: ((await created.json()) as { doc: { id: number } }).doc.id, email, password, name }
}

// The browser works in the company's time zone, as the staff do.
test.use({ timezoneId: 'Europe/Paris' })

/** Two days ago at 10:00 in Paris, as a datetime-local input takes it. */
function twoDaysAgoAtTen(): string {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris', year: 'numeric', month: '2-digit', day: '2-digit' })
  return `${day.format(new Date(Date.now() - 2 * 24 * 60 * 60 * 1000))}T10:00`
}

test('a salesperson’s day: an arriving lead assigned to them, a late call under "En retard", status and owner changes in the history', async ({
  page,
  request,
}) => {
  const token = await adminToken(request)
  const alice = await createSalesperson(request, token, 'Alice Vente')
  const bruno = await createSalesperson(request, token, 'Bruno Vente')
  // Alice alone receives new leads, so the round-robin gives her the next one.
  const others = await request.patch(`/api/users?where[id][not_equals]=${alice.id}`, {
    data: { receivesLeads: false },
    headers: { Authorization: `JWT ${token}` },
  })
  expect(others.status()).toBe(200)
  await request.post('/api/users/logout')

  await signIn(page, alice)
  await expect(page).toHaveURL(/\/admin\/dashboard$/, { timeout: 20_000 })
  const filters = page.getByRole('search')
  await filters.getByLabel('Responsable').selectOption('mine')
  await expect(page).toHaveURL(/responsable=moi/)

  const name = `Assigné ${Date.now()}`
  const submitted = await request.post('/api/leads/submit', {
    headers: { 'x-forwarded-for': '198.51.100.40' },
    data: {
      formOrigin: 'contact',
      answers: { name, email: `assigne.${Date.now()}@example.fr`, phone: '06 12 34 56 78', message: 'Bonjour, un devis svp.' },
      source: { page: '/contact' },
    },
  })
  expect(submitted.status()).toBe(201)

  // Live, under "Mes leads", with its owner and the flag of a lead with nothing planned.
  const row = page.getByRole('row').filter({ hasText: name })
  await expect(row).toBeVisible({ timeout: 5000 })
  await expect(row).toContainText('Alice Vente')
  await expect(row).toContainText('Aucune prochaine action')

  await row.getByRole('button', { name: 'Voir' }).click()
  const panel = page.getByRole('complementary', { name: `Lead de ${name}` })
  await expect(panel).toBeVisible()
  const history = panel.getByRole('list', { name: 'Historique du lead' })
  await expect(history).toContainText(/Responsable\s:\sNon attribué → Alice Vente · Attribution automatique/)
  await expect(history).toContainText(/Statut\s:\sNouveau → À contacter · Alice Vente/)

  // A call planned two days ago at 10:00: late.
  const plan = panel.getByRole('form', { name: 'Prochaine action' })
  await plan.getByLabel('Type d’action').selectOption('call')
  await plan.getByLabel('Échéance').fill(twoDaysAgoAtTen())
  await plan.getByLabel('Note de l’action').fill('Rappeler pour le devis')
  await plan.getByRole('button', { name: 'Enregistrer la prochaine action' }).click()
  await expect(history).toContainText(/Prochaine action\s:\sAucune → Appel le .* à 10:00 \(Rappeler pour le devis\) · Alice Vente/)

  await filters.getByLabel('Prochaine action').selectOption('overdue')
  await expect(page).toHaveURL(/echeance=en-retard/)
  await expect(row).toBeVisible()
  await expect(row).toContainText('(en retard)')
  await filters.getByLabel('Prochaine action').selectOption('today')
  await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(0)
  await filters.getByLabel('Prochaine action').selectOption('overdue')
  await expect(row).toBeVisible()

  // A status change and a reassignment, each with who and before → after.
  await panel.getByLabel('Statut du lead').selectOption('in-progress')
  await expect(row.getByRole('combobox')).toHaveValue('in-progress')
  await panel.getByLabel('Responsable').selectOption(String(bruno.id))
  await expect(history).toContainText(/Responsable\s:\sAlice Vente → Bruno Vente · Alice Vente/)
  await expect(history).toContainText(/Statut\s:\sÀ contacter → En cours · Alice Vente/)
  // Newest first: the reassignment heads the history.
  await expect(history.locator('li').first()).toContainText('Alice Vente → Bruno Vente')

  // Converti closes the open next action.
  await panel.getByLabel('Statut du lead').selectOption('converted')
  await page.reload()
  const reopened = page.getByRole('complementary', { name: `Lead de ${name}` })
  await expect(reopened.getByText(/Lead clos\s:\saucune prochaine action\./)).toBeVisible()
  await expect(reopened.getByRole('list', { name: 'Historique du lead' })).toContainText(/Prochaine action\s:\sAppel le .* → Aucune/)
})
