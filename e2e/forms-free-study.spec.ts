import { expect, test } from '@playwright/test'
import {
  breakEndpoint,
  failureAlert,
  failureMessage,
  fillContact,
  formReady,
  holdScripts,
  freeStudyAtticAnswers,
  leadsFor,
  next,
  openForm,
  previous,
  uniqueEmail,
  useOwnAddress,
} from './forms-helpers'

test.beforeEach(async ({ page }) => useOwnAddress(page))

test('free study: “Suivant” pressed before the form’s checks arrived moves on once they are here', async ({ page }) => {
  await page.goto('/etude-gratuite', { waitUntil: 'networkidle' })
  await formReady(page)
  await expect(page.getByTestId('missing-hint')).toHaveText('Il manque : votre projet')
  // The checks' chunk, asked for at the first answer, arrives only when released.
  const release = await holdScripts(page)
  await page.getByLabel('Aménagement de combles').check()
  // A visitor's tap does not wait for the button as Playwright would.
  await next(page).click({ force: true })
  await expect(page.getByText('Étape 1 sur 5', { exact: true })).toBeVisible()
  release()
  await expect(page.getByText('Étape 2 sur 5', { exact: true })).toBeVisible()
})

test('free study: the browser’s Back and Forward move one step, answers kept; « Précédent » is the same step back', async ({ page }) => {
  await page.goto('/')
  await openForm(page, '/etude-gratuite')
  await freeStudyAtticAnswers(page)
  const step = (n: number) => page.getByText(`Étape ${n} sur 5`, { exact: true })
  await expect(step(4)).toBeVisible()
  await page.goBack()
  await expect(step(3)).toBeVisible()
  await expect(page).toHaveURL(/\/etude-gratuite$/)
  await expect(page.getByLabel('35 m²')).toBeChecked()
  await page.goBack()
  await expect(step(2)).toBeVisible()
  await expect(page.getByLabel('Code postal du logement')).toHaveValue('80000')
  await page.goForward()
  await expect(step(3)).toBeVisible()
  await previous(page).click()
  await expect(step(2)).toBeVisible()
  await page.goBack()
  await expect(step(1)).toBeVisible()
  await expect(page.getByLabel('Aménagement de combles')).toBeChecked()
  // Before the first step, Back leaves the wizard for the page the visitor came from.
  await page.goBack()
  await expect(page).toHaveURL(/\/$/)
})

test('free study: attic project, budget per project, recap in words, one lead', async ({ page, request }) => {
  const email = uniqueEmail('etude')
  await openForm(page, '/etude-gratuite')
  await expect(page.getByText('Étape 1 sur 5', { exact: true })).toBeVisible()
  await expect(page.getByLabel('Appartement')).toHaveCount(0)
  await freeStudyAtticAnswers(page)
  await expect(page.getByText('Étape 4 sur 5', { exact: true })).toBeVisible()
  await expect(page.getByLabel('Moins de 40 000 €')).toBeVisible()
  await expect(page.getByLabel('Moins de 20 000 €')).toHaveCount(0)
  await page.getByLabel('60 000 € - 80 000 €').check()
  await page.getByLabel('Dans les 6 mois').check()
  await next(page).click()
  await fillContact(page, { name: 'Camille Roux', email, phone: '06 98 76 54 32' })
  await page.getByLabel(/Précisions sur votre projet/).fill('Charpente à vérifier.')
  await page.getByRole('button', { name: 'Recevoir mon étude' }).click()

  await expect(page).toHaveURL(/\/etude-gratuite\/resultats$/, { timeout: 30_000 })
  const recap = page.getByRole('region', { name: 'Votre projet' })
  const lines: [string, string][] = [
    ['Projet', 'Aménagement de combles'],
    ['Charpente', 'Charpente fermette'],
    ['Surface souhaitée', '35 m²'],
    ['Pièces souhaitées', 'Bureau, Suite parentale'],
    ['Budget', '60 000 € - 80 000 €'],
    ['Démarrage souhaité', 'Dans les 6 mois'],
  ]
  for (const [label, value] of lines) {
    await expect(recap.getByText(label, { exact: true })).toBeVisible()
    await expect(recap.getByText(value, { exact: true })).toBeVisible()
  }
  await expect(page.getByRole('link', { name: /Contacter un conseiller/ })).toHaveAttribute('href', '/contact')
  await expect(page.getByRole('link', { name: /réalisations/ })).toHaveAttribute('href', '/plans-et-inspirations')

  const [lead] = await leadsFor(request, email)
  expect(lead).toMatchObject({ formOrigin: 'etude-gratuite', name: 'Camille Roux', postalCode: '80000', message: 'Charpente à vérifier.' })
  expect(lead?.formData).toMatchObject({
    projectType: 'Aménagement de combles',
    budget: '60 000 € - 80 000 €',
    roomType: ['Bureau', 'Suite parentale'],
  })
})

test('free study: changing the project kind clears the budget and asks the new questions', async ({ page }) => {
  await openForm(page, '/etude-gratuite')
  await freeStudyAtticAnswers(page)
  await page.getByLabel('Plus de 80 000 €').check()
  for (let step = 0; step < 3; step += 1) await previous(page).click()
  await expect(page.getByText('Étape 1 sur 5', { exact: true })).toBeVisible()
  await page.getByLabel('Véranda/Pergola').check()
  await next(page).click()
  await expect(page.getByLabel('Charpente fermette')).toHaveCount(0)
  await page.getByLabel('Maison individuelle').check()
  await expect(next(page)).toBeDisabled()
  await page.getByLabel('Aluminium').check()
  await next(page).click()
  await page.getByLabel('20 m²').check()
  await page.getByLabel('Salle à manger').check()
  await next(page).click()
  await expect(page.getByLabel('Plus de 80 000 €')).toHaveCount(0)
  await expect(page.getByRole('radio', { checked: true })).toHaveCount(0)
  await expect(next(page)).toBeDisabled()
  await page.getByLabel('Plus de 50 000 €').check()
  await page.getByLabel('À définir').check()
  await next(page).click()
  await fillContact(page, { name: 'Camille', email: 'camille@exemple.fr', phone: '0698765432' })
  await breakEndpoint(page)
  await page.getByRole('button', { name: 'Recevoir mon étude' }).click()
  await expect(failureAlert(page)).toHaveText(failureMessage)
  await expect(page.getByLabel('Nom complet')).toHaveValue('Camille')
})

test('free study: results without saved answers go back to the form', async ({ page }) => {
  await page.goto('/etude-gratuite/resultats')
  await expect(page).toHaveURL(/\/etude-gratuite$/, { timeout: 30_000 })
})

test('at 390 px, keyboard: Enter on Suivant brings the new step into view below the header; a disabled Suivant is reached and says why', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await openForm(page, '/etude-gratuite')
  await page.getByLabel('Aménagement de combles').check()
  await next(page).focus()
  await page.keyboard.press('Enter')
  const heading = page.locator('h2[data-focus-target]')
  await expect(heading).toBeFocused()
  const progress = page.getByText(/^Étape 2 sur 5$/)
  await expect(progress).toBeInViewport()
  const headerBottom = await page.locator('[data-site-header]').evaluate((header) => header.getBoundingClientRect().bottom)
  // Where the page comes to rest, once a smooth scroll still running has ended.
  await expect.poll(async () => (await progress.boundingBox())!.y).toBeGreaterThanOrEqual(headerBottom)
  // Nothing answered yet on step 2: Suivant is disabled yet reachable, and tells what is missing.
  await expect(next(page)).toBeDisabled()
  for (let press = 0; press < 40 && !(await next(page).evaluate((button) => button === document.activeElement)); press += 1)
    await page.keyboard.press('Tab')
  await expect(next(page)).toBeFocused()
  await expect(next(page)).toHaveAccessibleDescription(/^Il manque : /)
  await page.keyboard.press('Enter')
  await expect(page.getByText(/^Étape 2 sur 5$/)).toBeVisible()
})
