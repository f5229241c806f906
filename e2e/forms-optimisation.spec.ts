import { expect, test } from '@playwright/test'
import {
  breakEndpoint,
  failureAlert,
  failureMessage,
  fillContact,
  formReady,
  leadsFor,
  openForm,
  uniqueEmail,
  useOwnAddress,
} from './forms-helpers'

test.beforeEach(async ({ page }) => useOwnAddress(page))

test('optimisation: landing, form, computed result and one lead', async ({ page, request }) => {
  const email = uniqueEmail('optimisation')
  await page.goto('/optimisation-espace')
  await page.getByRole('link', { name: /Analyser mon espace/ }).click()
  await expect(page).toHaveURL(/\/optimisation-espace\/form$/, { timeout: 30_000 })
  await formReady(page)
  const submit = page.getByRole('button', { name: 'Obtenir mon analyse' })
  await page.getByLabel('Extension de maison').check()
  await page.getByLabel('120-180m²').check()
  await page.getByLabel('35 m²').check()
  await fillContact(page, { name: 'Hugo Petit', email, phone: '0611223344' })
  await expect(submit).toBeDisabled()
  await page.getByLabel('Suite parentale').check()
  await page.getByLabel('Salle de bain').check()
  await expect(submit).toBeEnabled()
  await submit.click()

  await expect(page).toHaveURL(/\/optimisation-espace\/resultats$/, { timeout: 30_000 })
  await expect(page.getByText('+20 %')).toBeVisible()
  await expect(page.getByText('2 à 4 mois')).toBeVisible()
  await expect(page.getByText(/^24\sà\s48\sh$/)).toBeVisible()
  const [lead] = await leadsFor(request, email)
  expect(lead).toMatchObject({ formOrigin: 'optimisation-espace', name: 'Hugo Petit', phone: '0611223344' })
  expect(lead?.formData).toMatchObject({
    projectType: 'Extension de maison',
    currentSpace: '120-180m²',
    desiredSpace: '35',
    roomType: ['Suite parentale', 'Salle de bain'],
  })
  expect(await page.evaluate(() => window.sessionStorage.getItem('espace-ia-form-data'))).toContain('Extension de maison')
})

test('optimisation: failure keeps the answers; results without answers go to the form', async ({ page }) => {
  await openForm(page, '/optimisation-espace/form')
  await page.getByLabel('Surélévation').check()
  await page.getByLabel('< 80m²').check()
  await page.getByLabel('15 m²').check()
  await page.getByLabel('Bureau').check()
  await fillContact(page, { name: 'Hugo', email: 'hugo@exemple.fr', phone: '0611223344', postalCode: '123' })
  await expect(page.getByText('Le code postal doit contenir 5 chiffres')).toBeVisible()
  await page.getByLabel(/^Code postal/).fill('')
  await breakEndpoint(page)
  await page.getByRole('button', { name: 'Obtenir mon analyse' }).click()
  await expect(failureAlert(page)).toHaveText(failureMessage)
  await expect(page.getByLabel('Bureau')).toBeChecked()
  await page.goto('/optimisation-espace/resultats')
  await expect(page).toHaveURL(/\/optimisation-espace\/form$/, { timeout: 30_000 })
  await formReady(page)
})
