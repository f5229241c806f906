import { expect, test } from '@playwright/test'
import { yearsOfExperience } from './site-helpers'
import {
  feasibilityExtensionAnswers,
  breakEndpoint,
  failureAlert,
  failureMessage,
  fillContact,
  leadsFor,
  next,
  openForm,
  previous,
  tabTo,
  uniqueEmail,
  useOwnAddress,
} from './forms-helpers'

test.beforeEach(async ({ page }) => useOwnAddress(page))

test('feasibility: by keyboard alone, landing to results, one lead stored', async ({ page, request }) => {
  const email = uniqueEmail('faisabilite')
  await openForm(page, '/faisabilite')
  const keyboard = page.keyboard

  await tabTo(page, page.getByRole('button', { name: /Commencer l’analyse/ }))
  await keyboard.press('Enter')
  await expect(page.getByRole('heading', { name: 'Quel est votre projet ?' })).toBeFocused()
  await expect(page.getByText('Étape 1 sur 4', { exact: true })).toBeVisible()
  await expect(page.getByText('25%')).toBeVisible()
  await expect(page).toHaveTitle(/^Étape 1 sur 4/)
  await expect(previous(page)).toBeDisabled()
  await expect(next(page)).toBeDisabled()

  // Radio groups: Tab enters the group, the arrow keys choose.
  await tabTo(page, page.getByLabel('Aménagement de combles'))
  await keyboard.press('Space')
  await expect(page.getByLabel('Aménagement de combles')).toBeChecked()
  await tabTo(page, next(page))
  await keyboard.press('Enter')

  await expect(page.getByRole('heading', { name: 'Votre logement' })).toBeFocused()
  await expect(page).toHaveTitle(/^Étape 2 sur 4/)
  await tabTo(page, page.getByLabel('Maison individuelle'))
  await keyboard.press('ArrowRight')
  await expect(page.getByLabel('Maison mitoyenne')).toBeChecked()
  // The home's place is asked once, as the postal code of the last step.
  await expect(page.getByLabel(/Ville|Code postal/)).toHaveCount(0)
  await tabTo(page, next(page))
  await keyboard.press('Enter')

  await expect(page.getByText('Étape 3 sur 4', { exact: true })).toBeVisible()
  await tabTo(page, page.getByLabel('Toiture en pente'))
  await keyboard.press('Space')
  await tabTo(page, page.getByLabel('< 1.80m'))
  await keyboard.press('ArrowRight')
  await keyboard.press('ArrowRight')
  await expect(page.getByLabel('> 2.50m')).toBeChecked()
  await expect(next(page)).toBeDisabled()
  await tabTo(page, page.getByLabel('10-20 m²'))
  await keyboard.press('ArrowRight')
  await keyboard.press('ArrowRight')
  await expect(page.getByLabel('40-60 m²')).toBeChecked()
  await tabTo(page, next(page))
  await keyboard.press('Enter')

  await expect(page.getByText('Étape 4 sur 4', { exact: true })).toBeVisible()
  await expect(page.getByText('100%')).toBeVisible()
  const submit = page.getByRole('button', { name: 'Recevoir mon analyse' })
  await expect(submit).toBeDisabled()
  await tabTo(page, page.getByLabel('Nom complet'))
  await keyboard.type('Marc Lefebvre')
  await keyboard.press('Tab')
  await keyboard.type(email)
  await keyboard.press('Tab')
  await keyboard.type('0612345678')
  await keyboard.press('Tab')
  await keyboard.type('59000')
  await tabTo(page, submit)
  await keyboard.press('Enter')

  await expect(page).toHaveURL(/\/faisabilite\/resultats$/, { timeout: 30_000 })
  await expect(page.getByText('Analyse terminée')).toBeVisible()
  await expect(page.getByText('Excellent potentiel')).toBeVisible()
  await expect(page.getByText('+20 %')).toBeVisible()
  await expect(page.getByText('60 000 € - 90 000 €')).toBeVisible()
  await expect(page.getByText('3 à 5 semaines')).toBeVisible()
  await expect(page.getByRole('link', { name: /Devis précis immédiat/ })).toHaveAttribute('href', '/contact')
  for (const figure of ['500+', '98 %', yearsOfExperience()]) await expect(page.getByText(figure, { exact: true })).toBeVisible()

  const [lead] = await leadsFor(request, email)
  expect(lead).toMatchObject({ formOrigin: 'faisabilite', status: 'new', name: 'Marc Lefebvre', phone: '0612345678', postalCode: '59000' })
  expect(lead?.formData).toMatchObject({
    projectType: 'Aménagement de combles',
    propertyType: 'Maison mitoyenne',
    roofType: 'Toiture en pente',
    height: '> 2.50m',
    surface: '40-60',
  })
})

test('feasibility: a failed sending keeps the answers; results need saved answers', async ({ page }) => {
  await openForm(page, '/faisabilite')
  await feasibilityExtensionAnswers(page)
  await fillContact(page, { name: 'Marc', email: 'marc@exemple.fr', phone: '0612345678', postalCode: '5900' })
  await expect(page.getByText('Le code postal doit contenir 5 chiffres')).toBeVisible()
  await page.getByLabel(/^Code postal/).fill('59000')
  await breakEndpoint(page)
  await page.getByRole('button', { name: 'Recevoir mon analyse' }).click()
  await expect(failureAlert(page)).toHaveText(failureMessage)
  await expect(page).toHaveURL(/\/faisabilite$/, { timeout: 30_000 })
  await expect(page.getByLabel('Nom complet')).toHaveValue('Marc')
  await previous(page).click()
  await expect(page.getByLabel('10-20 m²')).toBeChecked()
  expect(await page.evaluate(() => window.sessionStorage.getItem('faisabilite-form-data'))).toBeNull()

  await page.goto('/faisabilite/resultats')
  await expect(page).toHaveURL(/\/faisabilite$/, { timeout: 30_000 })
  await page.evaluate(() => window.sessionStorage.setItem('faisabilite-form-data', '{pas du json'))
  await page.goto('/faisabilite/resultats')
  await expect(page).toHaveURL(/\/faisabilite$/, { timeout: 30_000 })
})
