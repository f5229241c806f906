import { expect, type Page, test } from '@playwright/test'
import { expectNoAxeViolations } from './axe'
import { next, openForm, useOwnAddress } from './forms-helpers'

test.beforeEach(async ({ page }) => useOwnAddress(page))

/** The free study's step 2 for an attic project, with the postal code typed as the visitor types it. */
async function atticStepTwo(page: Page, postalCode: string) {
  await openForm(page, '/etude-gratuite')
  await page.getByLabel('Aménagement de combles').check()
  await next(page).click()
  await page.getByLabel('Maison individuelle').check()
  await page.getByLabel('Charpente fermette').check()
  await page.getByLabel('1.80m - 2.50m').check()
  const field = page.getByLabel('Code postal du logement')
  await field.pressSequentially(postalCode)
  return field
}

const outOfArea = /Nous intervenons en Normandie, dans les Hauts-de-France et en Île-de-France/

test('free study: a postal code typed with a space keeps its five digits and passes', async ({ page }) => {
  const field = await atticStepTwo(page, '76 000')
  await expect(field).toHaveValue(/^76 ?000$/)
  await expect(page.getByText('Le code postal doit contenir 5 chiffres')).toHaveCount(0)
  await expect(page.getByText(outOfArea)).toHaveCount(0)
  await expect(next(page)).toBeEnabled()
})

test('free study: a postal code outside the three regions is accepted with a note, not an error', async ({ page }) => {
  const field = await atticStepTwo(page, '13001')
  const note = page.getByText(outOfArea)
  await expect(note).toBeVisible()
  await expect(note).toContainText('nous vous dirons si nous pouvons vous aider')
  await expect(field).not.toHaveAttribute('aria-invalid', 'true')
  await expect(field).toHaveAttribute('aria-describedby', new RegExp(`${await note.getAttribute('id')}`))
  await expect(next(page)).toBeEnabled()
  await expectNoAxeViolations(page)
  await field.fill('59000')
  await expect(note).toHaveCount(0)
})
