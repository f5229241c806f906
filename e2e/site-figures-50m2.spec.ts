import { expect, test, type Page } from '@playwright/test'
import { fillContact, formReady, next, openForm, uniqueEmail, useOwnAddress } from './forms-helpers'

/**
 * One attic of 50 m², read as a visitor reads it: the service page and the FAQ give a price per m², the tools
 * and the configurator a budget, an added value and a works duration. There is one price range (the
 * configurator's finishes are parts of it), one added value and one duration.
 */
const SURFACE = 50

test.beforeEach(async ({ page }) => useOwnAddress(page))

const euros = (words: string) => Number(words.replace(/\D/g, ''))

/** Every budget shown as « 60 000 € - 90 000 € ». */
async function budgetsOn(page: Page): Promise<[number, number][]> {
  const text = (await page.locator('main').textContent()) ?? ''
  return [...text.matchAll(/(\d{1,3}(?:[\s\u202f\u00a0]\d{3})+)\s?€\s?-\s?(\d{1,3}(?:[\s\u202f\u00a0]\d{3})+)\s?€/g)].map((match) => [
    euros(match[1]!),
    euros(match[2]!),
  ])
}

/** Every price per m² created as a page gives it (« De 1 200 à 1 800 € TTC par m² créé »), times the surface. */
async function budgetsFromPricePerM2(page: Page, path: string): Promise<[number, number][]> {
  await page.goto(path)
  const text = (await page.locator('main').textContent()) ?? ''
  const ranges = [...text.matchAll(/(\d[\d\s\u202f\u00a0]*)\sà\s(\d[\d\s\u202f\u00a0]*)\s?€\s(?:TTC\s)?par\sm²\scréé/g)]
  expect(ranges.length, `a price per m² on ${path}`).toBeGreaterThan(0)
  return ranges.map((match) => [euros(match[1]!) * SURFACE, euros(match[2]!) * SURFACE])
}

/** The value a result card shows, by its title. */
const cardValue = (page: Page, title: string) =>
  page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: title, exact: true }) })
    .locator('p')
    .first()
    .textContent()

test('a 50 m² attic has one price range, one added value and one works duration on every page and tool', async ({ page }) => {
  test.setTimeout(120_000)
  const budgets: [string, [number, number]][] = []
  const valueGains: [string, string][] = []
  const durations: [string, string][] = []
  const normal = (text: string | null) => (text ?? '').replace(/[\s\u202f\u00a0]+/g, ' ').trim()

  for (const path of ['/amenagement-combles', '/faq'])
    for (const range of await budgetsFromPricePerM2(page, path)) budgets.push([path, range])

  // The feasibility tool, its surface range « 40-60 m² » read as 50 m².
  await openForm(page, '/faisabilite')
  await page.getByRole('button', { name: /Commencer l’analyse/ }).click()
  await page.getByLabel('Aménagement de combles').check()
  await next(page).click()
  await page.getByLabel('Maison individuelle').check()
  await next(page).click()
  await page.getByLabel('Toiture en pente').check()
  await page.getByLabel('1.80m - 2.50m').check()
  await page.getByLabel('40-60 m²').check()
  await next(page).click()
  await fillContact(page, { name: 'Claire Martin', email: uniqueEmail('figures'), phone: '0612345678', postalCode: '80000' })
  await page.getByRole('button', { name: 'Recevoir mon analyse' }).click()
  await expect(page).toHaveURL(/\/faisabilite\/resultats$/, { timeout: 30_000 })
  await expect(page.getByText('Analyse terminée')).toBeVisible()
  for (const range of await budgetsOn(page)) budgets.push(['/faisabilite', range])
  valueGains.push(['/faisabilite', normal(await cardValue(page, 'Plus-value moyenne'))])
  durations.push(['/faisabilite', normal(await cardValue(page, 'Délai de réalisation'))])

  // The landing feasibility tool, 50 m² typed.
  await openForm(page, '/landing/faisabilite')
  await page.getByRole('button', { name: /Commencer l’analyse/ }).click()
  await page.getByLabel('Maison individuelle').check()
  await page.getByLabel('Ville ou code postal').fill('Amiens')
  await page.getByLabel('Charpente traditionnelle').check()
  await page.getByLabel('1.80m - 2.50m').check()
  await page.getByLabel('Bureau').check()
  await page.getByLabel(/Surface au sol/).fill(String(SURFACE))
  await page.getByRole('button', { name: /Voir mon analyse/ }).click()
  await expect(page.getByText('Analyse terminée')).toBeVisible()
  for (const range of await budgetsOn(page)) budgets.push(['/landing/faisabilite', range])
  valueGains.push(['/landing/faisabilite', normal(await cardValue(page, 'Plus-value moyenne'))])
  durations.push(['/landing/faisabilite', normal(await cardValue(page, 'Durée des travaux'))])

  // The configurator, 50 m² in its default finish: a part of the one range.
  await openForm(page, '/landing/budget')
  await page.getByRole('button', { name: /Configurer mon projet/ }).click()
  const slider = page.getByRole('slider', { name: 'Surface à aménager' })
  await slider.focus()
  for (let press = 30; press < SURFACE; press += 1) await page.keyboard.press('ArrowRight')
  await expect(slider).toHaveValue(String(SURFACE))
  await page.getByLabel('Non').check()
  await fillContact(page, { name: 'Claire Martin', email: uniqueEmail('figures'), phone: '0612345679' })
  await page.getByRole('button', { name: 'Recevoir mon devis' }).click()
  await expect(page.getByText('Analyse terminée')).toBeVisible()
  const [finishRange] = await budgetsOn(page)
  valueGains.push(['/landing/budget', normal(await cardValue(page, 'Plus-value moyenne'))])
  durations.push(['/landing/budget', normal(await cardValue(page, 'Durée des travaux'))])

  // The space optimisation tool, « 50 m² ».
  await page.goto('/optimisation-espace/form')
  await formReady(page)
  await page.getByLabel('Aménagement de combles').check()
  await page.getByLabel('80-120m²').check()
  await page.getByLabel('50 m²').check()
  await page.getByLabel('Bureau').check()
  await fillContact(page, { name: 'Claire Martin', email: uniqueEmail('figures'), phone: '0612345670' })
  await page.getByRole('button', { name: 'Obtenir mon analyse' }).click()
  await expect(page).toHaveURL(/\/optimisation-espace\/resultats$/, { timeout: 30_000 })
  valueGains.push(['/optimisation-espace', normal(await cardValue(page, 'Plus-value moyenne'))])
  durations.push(['/optimisation-espace', normal(await cardValue(page, 'Délai estimé'))])

  const oneRange = budgets[0]![1]
  expect(budgets.filter(([, range]) => range[0] !== oneRange[0] || range[1] !== oneRange[1])).toEqual([])
  expect(budgets.map(([where]) => where)).toEqual(
    expect.arrayContaining(['/amenagement-combles', '/faq', '/faisabilite', '/landing/faisabilite']),
  )
  expect(finishRange![0]).toBeGreaterThanOrEqual(oneRange[0])
  expect(finishRange![1]).toBeLessThanOrEqual(oneRange[1])
  expect(new Set(valueGains.map(([, value]) => value)), JSON.stringify(valueGains)).toHaveProperty('size', 1)
  expect(valueGains[0]![1]).toMatch(/^\+\d+ %$/)
  expect(new Set(durations.map(([, value]) => value)), JSON.stringify(durations)).toHaveProperty('size', 1)
  // The pages say the same added value and duration as the tools.
  await page.goto('/amenagement-combles')
  const servicePage = normal(await page.locator('main').textContent())
  expect(servicePage).toContain(valueGains[0]![1])
  expect(servicePage).toContain(durations[0]![1])
})
