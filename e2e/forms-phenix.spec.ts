import { expect, test } from '@playwright/test'
import { breakEndpoint, failureAlert, failureMessage, fillContact, formReady, leadsFor, uniqueEmail, useOwnAddress } from './forms-helpers'

test.beforeEach(async ({ page }) => useOwnAddress(page))

test('Phénix form: every field valid before sending, failure kept, then one lead', async ({ page, request }) => {
  await page.goto('/amenagement-combles-maison-phenix')
  const slot = page.locator('#formulaire-phenix')
  await expect(slot.locator('form')).toHaveCount(1)
  await formReady(page)

  const email = uniqueEmail('phenix')
  const submit = slot.getByRole('button', { name: 'Être rappelé gratuitement' })
  await expect(submit).toBeDisabled()
  await fillContact(page, { name: 'Rémi Caron', email, phone: '0322334455', postalCode: '8000' })
  await expect(page.getByText('Le code postal doit contenir 5 chiffres')).toBeVisible()
  await expect(submit).toBeDisabled()
  await page.getByLabel(/^Code postal/).fill('80000')
  await expect(submit).toBeEnabled()
  const repair = await breakEndpoint(page)
  await submit.click()
  await expect(failureAlert(page)).toHaveText(failureMessage)
  await expect(page.getByLabel('Nom complet')).toHaveValue('Rémi Caron')
  await repair()
  await submit.click()
  await expect(page).toHaveURL(/\/amenagement-combles-maison-phenix\/merci$/, { timeout: 30_000 })
  const [lead] = await leadsFor(request, email)
  expect(lead).toMatchObject({ formOrigin: 'combles-maison-phenix', name: 'Rémi Caron', postalCode: '80000', phone: '0322334455' })
  expect(lead?.formData).toMatchObject({ projectType: 'Aménagement de combles maison Phénix', source: 'landing-phenix' })
  // No answer is kept once sent: only the lead's booking token, for the visit offer.
  expect(await page.evaluate(() => Object.keys(window.sessionStorage))).toEqual(['combles:visit-token'])
})
