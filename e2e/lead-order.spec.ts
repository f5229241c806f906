import { expect, test, type APIRequestContext } from '@playwright/test'
import { devAdmin, signIn } from './helpers'

const submitLead = (request: APIRequestContext, name: string, ip: string) =>
  request.post('/api/leads/submit', {
    headers: { 'x-forwarded-for': ip },
    data: {
      formOrigin: 'contact',
      answers: {
        name,
        email: `${name.toLowerCase().replace(/\W+/g, '.')}@example.fr`,
        phone: '06 12 34 56 78',
        postalCode: '80000',
        message: 'Un devis svp.',
      },
      source: { page: '/contact' },
    },
  })

test('« Plus anciens d’abord » lists the lead that has waited longest first, on the list and the board, says how long it has waited, and survives a reload', async ({
  page,
  request,
}) => {
  // Letters only: a search of digits would be read as a phone number.
  const token = `ordre${Date.now()
    .toString()
    .replace(/\d/g, (digit) => 'abcdefghij'[Number(digit)]!)}`
  const older = `${token} Ancien`
  const newer = `${token} Recent`
  expect((await submitLead(request, older, '198.51.100.80')).status()).toBe(201)
  expect((await submitLead(request, newer, '198.51.100.81')).status()).toBe(201)

  await signIn(page, devAdmin())
  await expect(page).toHaveURL(/\/admin\/dashboard(\?|$)/)
  await page.getByRole('search').getByLabel('Rechercher').fill(token)
  const rows = page.getByRole('row').filter({ hasText: token })
  await expect(rows).toHaveCount(2)
  // Newest first by default.
  await expect(rows.first()).toContainText(newer)

  const order = page.getByRole('combobox', { name: 'Ordre', exact: true })
  await expect(order).toHaveValue('newest')
  await order.selectOption({ label: 'Plus anciens d’abord' })
  await expect(page).toHaveURL(/tri=anciens/)
  await expect(rows.first()).toContainText(older)
  await expect(rows.nth(1)).toContainText(newer)
  // A lead still Nouveau says how long it has waited.
  await expect(rows.first()).toContainText(/En attente depuis \d+\u00a0min/)

  await page.reload()
  await expect(page.getByRole('combobox', { name: 'Ordre', exact: true })).toHaveValue('oldest')
  await expect(rows).toHaveCount(2)
  await expect(rows.first()).toContainText(older)

  // The board follows the same order: Nouveau shows the lead that has waited longest first.
  await page.getByRole('button', { name: 'Tableau' }).click()
  await expect(page).toHaveURL(/vue=tableau/)
  await expect(page).toHaveURL(/tri=anciens/)
  const waiting = page.getByRole('region', { name: 'Tableau des leads par statut' }).locator('[data-status="new"]').getByRole('article')
  await expect(waiting).toHaveCount(2)
  await expect(waiting.first()).toHaveAccessibleName(older)
  await expect(waiting.first()).toContainText(/En attente\s*depuis \d+\u00a0min/)
  await page.getByRole('button', { name: 'Liste' }).click()

  // Back to newest first: the address drops the order.
  await page.getByRole('combobox', { name: 'Ordre', exact: true }).selectOption({ label: 'Plus récents d’abord' })
  await expect(page).not.toHaveURL(/tri=/)
  await expect(rows.first()).toContainText(newer)
})

test('« Échéance la plus proche d’abord » lists the next action due soonest first, leads without one last', async ({ page, request }) => {
  const token = `echeance${Date.now()
    .toString()
    .replace(/\d/g, (digit) => 'abcdefghij'[Number(digit)]!)}`
  const names = [`${token} Sans`, `${token} Demain`, `${token} Hier`]
  const ids: number[] = []
  for (const [index, name] of names.entries()) {
    const sent = await submitLead(request, name, `198.51.100.${90 + index}`)
    expect(sent.status()).toBe(201)
    ids.push(((await sent.json()) as { id: number }).id)
  }
  const login = await request.post('/api/users/login', { data: devAdmin() })
  const headers = { Authorization: `JWT ${((await login.json()) as { token: string }).token}` }
  const plan = (id: number, dueAt: Date) =>
    request.patch(`/api/leads/${id}`, { headers, data: { nextAction: { type: 'call', dueAt: dueAt.toISOString() } } })
  expect((await plan(ids[1]!, new Date(Date.now() + 86_400_000))).status()).toBe(200)
  expect((await plan(ids[2]!, new Date(Date.now() - 86_400_000))).status()).toBe(200)

  await signIn(page, devAdmin())
  await expect(page).toHaveURL(/\/admin\/dashboard(\?|$)/)
  await page.getByRole('search').getByLabel('Rechercher').fill(token)
  const rows = page.getByRole('row').filter({ hasText: token })
  await expect(rows).toHaveCount(3)
  await page.getByRole('combobox', { name: 'Ordre', exact: true }).selectOption({ label: 'Échéance la plus proche d’abord' })
  await expect(page).toHaveURL(/tri=echeance/)
  await expect(rows.nth(0)).toContainText(names[2]!)
  await expect(rows.nth(1)).toContainText(names[1]!)
  await expect(rows.nth(2)).toContainText(names[0]!)
})
