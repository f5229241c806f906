import { expect, test, type APIRequestContext } from '@playwright/test'
import { expectNoAxeViolations } from './axe'
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
        message: 'Bonjour.',
      },
      source: { page: '/contact' },
    },
  })

test.use({ timezoneId: 'Europe/Paris' })

test('the board: a live arrival in Nouveau, moved to Converti with the keyboard alone, the move in the lead’s history; no axe violation', async ({
  page,
  request,
}) => {
  // Two sign-in redirects, three saved moves, two axe runs and a reload on a busy 2-core machine.
  test.setTimeout(180_000)
  await signIn(page, devAdmin())
  await expect(page).toHaveURL(/\/admin\/dashboard$/)
  await page.getByRole('button', { name: 'Tableau' }).click()
  await expect(page).toHaveURL(/vue=tableau/)
  const board = page.getByRole('region', { name: 'Tableau des leads par statut' })
  for (const title of ['Nouveau', 'À contacter', 'En cours', 'Converti', 'Invalide']) {
    await expect(board.getByRole('heading', { level: 2, name: new RegExp(`^${title} \\(\\d+\\)$`) })).toBeVisible()
  }
  await expectNoAxeViolations(page, '.ld')

  const name = `Tableau ${Date.now()}`
  expect((await submitLead(request, name, '198.51.100.60')).status()).toBe(201)
  const column = (status: string) => board.locator(`[data-status="${status}"]`)
  const card = board.getByRole('article', { name })
  await expect(column('new').getByRole('article', { name })).toBeVisible({ timeout: 5000 })

  // Keyboard only: the card takes the focus, each → sends it one column right and keeps the focus on it.
  await card.focus()
  const said = page.getByTestId('board-announcement')
  for (const [status, label] of [
    ['to-contact', 'À contacter'],
    ['in-progress', 'En cours'],
    ['converted', 'Converti'],
  ] as const) {
    await page.keyboard.press('ArrowRight')
    await expect(said).toHaveText(`«\u00a0${name}\u00a0» déplacé vers ${label}.`)
    await expect(column(status).getByRole('article', { name })).toBeFocused()
  }
  await expectNoAxeViolations(page, '.ld')

  // Entrée opens it: the history has the moves, who made them, before → after.
  await page.keyboard.press('Enter')
  const panel = page.getByRole('complementary', { name: `Lead de ${name}` })
  await expect(panel).toBeVisible()
  const history = panel.getByRole('list', { name: 'Historique du lead' })
  await expect(history).toContainText(/Statut\s:\sEn cours → Converti/)
  await expect(history).toContainText(/Statut\s:\sÀ contacter → En cours/)
  await expect(panel.getByRole('combobox', { name: 'Statut du lead' })).toHaveValue('converted')

  // Stored: a reload shows the board with the card under Converti.
  await page.reload()
  await expect(page).toHaveURL(/vue=tableau/)
  await expect(column('converted').getByRole('article', { name })).toBeVisible()
})

test('the board: a card dragged to Invalide is stored there; the filters apply to every column', async ({ page, request }) => {
  test.setTimeout(180_000)
  const name = `Glisser ${Date.now()}`
  expect((await submitLead(request, name, '198.51.100.61')).status()).toBe(201)
  await signIn(page, devAdmin())
  await expect(page).toHaveURL(/\/admin\/dashboard$/)
  await page.goto(`/admin/dashboard?vue=tableau&recherche=${encodeURIComponent(name)}`)
  const board = page.getByRole('region', { name: 'Tableau des leads par statut' })
  await expect(board.getByRole('heading', { level: 2, name: 'Nouveau (1)' })).toBeVisible()
  await expect(board.getByRole('heading', { level: 2, name: 'Converti (0)' })).toBeVisible()
  await board.getByRole('article', { name }).dragTo(board.locator('[data-status="invalid"]'))
  await expect(board.locator('[data-status="invalid"]').getByRole('article', { name })).toBeVisible()
  await expect(board.getByRole('heading', { level: 2, name: 'Invalide (1)' })).toBeVisible()
  await expect(page.getByTestId('board-announcement')).toHaveText(`«\u00a0${name}\u00a0» déplacé vers Invalide.`)
  await page.reload()
  await expect(board.getByRole('heading', { level: 2, name: 'Invalide (1)' })).toBeVisible()
  await expect(board.getByRole('heading', { level: 2, name: 'Nouveau (0)' })).toBeVisible()
})
