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

test('savings release: landing blocks, form, thank-you page and one lead', async ({ page, request }) => {
  const email = uniqueEmail('deblocage')
  await page.goto('/deblocage-epargne-salariale')
  await expect(page.locator('details')).toHaveCount(4)
  await expect(page.getByText(/3 à 6 semaines/).first()).toBeVisible()
  await expect(page.getByText(/24\sà\s48\sh/).first()).toBeVisible()
  await page
    .getByRole('link', { name: /Vérifier mon éligibilité/ })
    .first()
    .click()
  await expect(page).toHaveURL(/\/deblocage-epargne-salariale\/form$/, { timeout: 30_000 })
  await formReady(page)

  const submit = page.getByRole('button', { name: 'Vérifier mon éligibilité' })
  await page.getByLabel('Aménagement de combles').check()
  await page.getByLabel('Je ne sais pas').check()
  await fillContact(page, { name: 'Inès Moreau', email, phone: '06 01 02 03 04' })
  await expect(submit).toBeDisabled()
  await page.getByLabel(/^Code postal/).fill('76000')
  await expect(submit).toBeEnabled()
  await submit.click()

  await expect(page).toHaveURL(/\/deblocage-epargne-salariale\/merci$/, { timeout: 30_000 })
  await expect(page.getByText(/3 à 6 semaines/)).toBeVisible()
  await expect(page.getByRole('link', { name: /@/ }).first()).toHaveAttribute('href', /^mailto:/)
  const [lead] = await leadsFor(request, email)
  expect(lead).toMatchObject({
    formOrigin: 'deblocage-epargne-salariale',
    name: 'Inès Moreau',
    postalCode: '76000',
    phone: '06 01 02 03 04',
  })
  expect(lead?.formData).toMatchObject({ projectType: 'combles', usePEE: 'ne-sais-pas' })
  expect(await page.evaluate(() => window.sessionStorage.getItem('deblocage-form-data'))).toContain('ne-sais-pas')
})

test('savings release: a failure shows the message and keeps the answers', async ({ page }) => {
  await openForm(page, '/deblocage-epargne-salariale/form')
  await page.getByLabel('Fenêtres de toit').check()
  await page.getByLabel('Oui').check()
  await fillContact(page, { name: 'Inès', email: 'ines@exemple.fr', phone: '0601020304', postalCode: '76000' })
  await breakEndpoint(page)
  await page.getByRole('button', { name: 'Vérifier mon éligibilité' }).click()
  await expect(failureAlert(page)).toHaveText(failureMessage)
  await expect(page.getByLabel('Fenêtres de toit')).toBeChecked()
  await expect(page.getByLabel(/^Code postal/)).toHaveValue('76000')
})
