import { expect, type Page, test } from '@playwright/test'
import {
  aidOccupantAnswers,
  feasibilityExtensionAnswers,
  fillContact,
  leadsFor,
  next,
  previous,
  uniqueEmail,
  useOwnAddress,
} from './forms-helpers'

/**
 * A visitor whose scripts never arrive: each wizard is posted step by step to the server, which draws the next
 * step with the earlier answers, stores the lead from the last one and draws the results page from it.
 */

test.use({ javaScriptEnabled: false })
test.beforeEach(async ({ page }) => useOwnAddress(page))

const stepShown = (page: Page, step: number, total: number) =>
  expect(page.getByText(`Étape ${step} sur ${total}`, { exact: true })).toBeVisible()

test('free study: each step posted, a step refused and one gone back to, then the recap drawn from the stored lead', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('etude-sans-script')
  await page.goto('/etude-gratuite')
  await stepShown(page, 1, 5)
  // Nothing chosen: the server keeps the step and says what is missing, beside the question.
  await next(page).click()
  await stepShown(page, 1, 5)
  await expect(page.getByText('Il manque : votre projet')).toBeVisible()

  await page.getByLabel('Aménagement de combles').check()
  await next(page).click()
  await stepShown(page, 2, 5)
  await page.getByLabel('Maison individuelle').check()
  await page.getByLabel('Code postal du logement').fill('80000')
  await page.getByLabel('Charpente fermette').check()
  // A homeowner who does not know the height says so, without scripts too.
  const height = page.getByRole('group', { name: 'Hauteur sous faîtage' })
  await height.getByLabel('Je ne sais pas').check()
  // Enter in a field moves on, as the button does.
  await page.getByLabel('Code postal du logement').press('Enter')
  await stepShown(page, 3, 5)

  // Back a step: its answers are shown again, and forward keeps them.
  await previous(page).click()
  await stepShown(page, 2, 5)
  await expect(page.getByLabel('Maison individuelle')).toBeChecked()
  await expect(page.getByLabel('Code postal du logement')).toHaveValue('80000')
  await expect(height.getByLabel('Je ne sais pas')).toBeChecked()
  await next(page).click()

  await page.getByLabel('80-120m²').check()
  await page.getByLabel('35 m²').check()
  await page.getByLabel('Suite parentale').check()
  await page.getByLabel('Bureau').check()
  await next(page).click()
  await stepShown(page, 4, 5)
  await page.getByRole('group', { name: 'Budget envisagé' }).getByLabel('Je ne sais pas').check()
  await page.getByLabel('Dans les 6 mois').check()
  await next(page).click()
  await stepShown(page, 5, 5)
  await fillContact(page, { name: 'Camille Roux', email, phone: '06 98 76 54 32' })
  await page.getByLabel(/Précisions sur votre projet/).fill('Charpente à vérifier.')
  await page.getByRole('button', { name: 'Recevoir mon étude' }).click()

  await expect(page).toHaveURL(/\/etude-gratuite\/resultats\?demande=/)
  const recap = page.getByRole('region', { name: 'Votre projet' })
  await expect(recap.getByText('Aménagement de combles')).toBeVisible()
  await expect(recap.getByText('Je ne sais pas').first()).toBeVisible()
  await expect(page.getByRole('link', { name: 'Choisir un créneau pour votre visite gratuite' })).toBeVisible()

  const [lead, ...others] = await leadsFor(request, email)
  expect(others).toEqual([])
  expect(lead).toMatchObject({ formOrigin: 'etude-gratuite', name: 'Camille Roux', postalCode: '80000', status: 'new' })
  expect(lead?.formData).toMatchObject({
    projectType: 'Aménagement de combles',
    propertyType: 'Maison individuelle',
    roofType: 'Charpente fermette',
    height: 'Je ne sais pas',
    currentSurface: '80-120m²',
    desiredSurface: '35',
    roomType: expect.arrayContaining(['Suite parentale', 'Bureau']),
    budget: 'Je ne sais pas',
    timeline: 'Dans les 6 mois',
    message: 'Charpente à vérifier.',
  })
  expect(lead?.source?.page).toBe('/etude-gratuite')
})

test('aid eligibility: the five steps posted, the aids computed by the server from the stored lead', async ({ page, request }) => {
  const email = uniqueEmail('aides-sans-script')
  await page.goto('/aides-eligibilite')
  await page.getByLabel('Propriétaire occupant').check()
  await next(page).click()
  await aidOccupantAnswers(page)
  await stepShown(page, 5, 5)
  await fillContact(page, { name: 'Sophie Durand', email, phone: '07 00 11 22 33' })
  await page.getByRole('button', { name: 'Calculer mes aides' }).click()

  await expect(page).toHaveURL(/\/aides-eligibilite\/resultats\?demande=/)
  const summary = page.getByRole('list', { name: 'Synthèse' })
  await expect(summary.getByText('Aides accessibles')).toBeVisible()
  await expect(page.getByText('Calcul de vos aides en cours...')).toHaveCount(0)
  const [lead] = await leadsFor(request, email)
  expect(lead).toMatchObject({ formOrigin: 'aides-eligibilite', name: 'Sophie Durand' })
})

test('feasibility: the start button and each step posted, the analysis drawn from the stored lead', async ({ page, request }) => {
  const email = uniqueEmail('faisabilite-sans-script')
  await page.goto('/faisabilite')
  await feasibilityExtensionAnswers(page)
  await stepShown(page, 4, 4)
  await fillContact(page, { name: 'Marc Petit', email, phone: '06 12 34 56 78', postalCode: '5900' })
  await page.getByRole('button', { name: 'Recevoir mon analyse' }).click()
  // Refused by the server: the last step again, every answer kept, the message beside its field.
  await stepShown(page, 4, 4)
  await expect(page.getByLabel('Nom complet')).toHaveValue('Marc Petit')
  await expect(page.getByText('Le code postal doit contenir 5 chiffres')).toBeVisible()
  expect(await leadsFor(request, email)).toEqual([])
  await page.getByLabel(/^Code postal/).fill('59000')
  await page.getByRole('button', { name: 'Recevoir mon analyse' }).click()

  await expect(page).toHaveURL(/\/faisabilite\/resultats\?demande=/)
  await expect(page.getByText('Analyse terminée')).toBeVisible()
  const [lead] = await leadsFor(request, email)
  expect(lead).toMatchObject({ formOrigin: 'faisabilite', name: 'Marc Petit', postalCode: '59000' })
  expect(lead?.formData).toMatchObject({ projectType: 'Extension de maison', roofType: 'Toit plat', surface: '10-20' })
})

test('optimisation: the form posted, the result drawn from the stored lead', async ({ page, request }) => {
  const email = uniqueEmail('optimisation-sans-script')
  await page.goto('/optimisation-espace/form')
  await page.getByLabel('Extension de maison').check()
  await page.getByLabel('120-180m²').check()
  await page.getByLabel('35 m²').check()
  await page.getByLabel('Suite parentale').check()
  await page.getByLabel('Salle de bain').check()
  await fillContact(page, { name: 'Inès Leroy', email, phone: '06 11 22 33 44' })
  await page.getByRole('button', { name: 'Obtenir mon analyse' }).click()

  await expect(page).toHaveURL(/\/optimisation-espace\/resultats\?demande=/)
  await expect(page.getByText('+20 %')).toBeVisible()
  await expect(page.getByText('2 à 4 mois')).toBeVisible()
  const [lead] = await leadsFor(request, email)
  expect(lead).toMatchObject({ formOrigin: 'optimisation-espace', name: 'Inès Leroy' })
})

test('quote configurator: the start button and the form posted, the budget drawn in place from the stored answers', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('devis-sans-script')
  await page.goto('/landing/budget')
  await page.getByRole('button', { name: /Configurer mon projet/ }).click()
  const slider = page.getByRole('slider', { name: 'Surface à aménager' })
  await slider.fill('35')
  await page.getByLabel(/Premium/).check()
  await page.getByLabel('Oui').check()
  await fillContact(page, { name: 'Julie Bernard', email, phone: '0677889900' })
  await page.getByRole('button', { name: 'Recevoir mon devis' }).click()

  await expect(page.getByText(/35 m² en finition Premium a bien été transmis/)).toBeVisible()
  await expect(page.getByText('53 000 € - 63 000 €', { exact: true })).toBeVisible()
  const [lead, ...others] = await leadsFor(request, email)
  expect(others).toEqual([])
  expect(lead).toMatchObject({ formOrigin: 'devis-configurateur', name: 'Julie Bernard' })
  expect(lead?.formData).toMatchObject({ surface: 35, finish: 'premium', technicalConstraints: true })
})

test('a results address with a forged token draws nothing of anyone’s', async ({ page }) => {
  await page.goto('/aides-eligibilite/resultats?demande=1.9999999999.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA')
  await expect(page.getByRole('list', { name: 'Synthèse' })).toHaveCount(0)
  await expect(page.getByText('Calcul de vos aides en cours...')).toBeVisible()
})
