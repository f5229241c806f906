import { expect, type Page, test } from '@playwright/test'
import { fillContact, formReady, freeStudyAtticAnswers, next, openForm, previous, uniqueEmail, useOwnAddress } from './forms-helpers'

/**
 * A phone reloads a tab it had put aside: the visitor finds the wizard on the step and with the
 * answers they had; once the lead is stored, reloading the form starts afresh.
 */

test.use({ viewport: { width: 390, height: 844 } })
test.beforeEach(async ({ page }) => useOwnAddress(page))

const person = { name: 'Jeanne Lefèvre', phone: '06 12 34 56 78' }
const step = (page: Page, label: string) => page.getByText(label, { exact: true })

async function reload(page: Page) {
  await page.reload()
  await formReady(page)
}

test('free study: the answers and the step survive a reload, and are gone once sent', async ({ page }) => {
  await openForm(page, '/etude-gratuite')
  await page.getByLabel('Véranda/Pergola').check()
  await next(page).click()
  await page.getByLabel('Maison individuelle').check()
  await page.getByLabel('Code postal du logement').fill('59000')
  await page.getByLabel('Aluminium').check()
  await next(page).click()
  await expect(step(page, 'Étape 3 sur 5')).toBeVisible()

  await reload(page)
  await expect(step(page, 'Étape 3 sur 5')).toBeVisible()
  await page.getByLabel('20 m²').check()
  await reload(page)
  await expect(page.getByLabel('20 m²')).toBeChecked()
  await previous(page).click()
  await expect(page.getByLabel('Maison individuelle')).toBeChecked()
  await expect(page.getByLabel('Code postal du logement')).toHaveValue('59000')
  await expect(page.getByLabel('Aluminium')).toBeChecked()
  await previous(page).click()
  await expect(page.getByLabel('Véranda/Pergola')).toBeChecked()

  for (let at = 1; at < 3; at += 1) await next(page).click()
  await page.getByLabel('Salle à manger').check()
  await next(page).click()
  await page.getByLabel('Plus de 50 000 €').check()
  await page.getByLabel('À définir').check()
  await next(page).click()
  await fillContact(page, { ...person, email: uniqueEmail('resume-etude') })
  await reload(page)
  await expect(step(page, 'Étape 5 sur 5')).toBeVisible()
  await expect(page.getByLabel('Nom complet')).toHaveValue(person.name)
  await page.getByRole('button', { name: 'Recevoir mon étude' }).click()
  await expect(page).toHaveURL(/\/etude-gratuite\/resultats$/, { timeout: 30_000 })

  await openForm(page, '/etude-gratuite')
  await reload(page)
  await expect(step(page, 'Étape 1 sur 5')).toBeVisible()
  await expect(page.getByLabel('Véranda/Pergola')).not.toBeChecked()
})

test('aid eligibility: the answers and the step survive a reload, and are gone once sent', async ({ page }) => {
  await openForm(page, '/aides-eligibilite')
  await page.getByLabel('Propriétaire bailleur').check()
  await next(page).click()
  await page.getByLabel('Non').check()
  await page.getByLabel('Appartement').check()
  await next(page).click()
  await expect(step(page, 'Étape 3 sur 5')).toBeVisible()

  await reload(page)
  await expect(step(page, 'Étape 3 sur 5')).toBeVisible()
  await previous(page).click()
  await expect(page.getByLabel('Non')).toBeChecked()
  await expect(page.getByLabel('Appartement')).toBeChecked()
  await previous(page).click()
  await expect(page.getByLabel('Propriétaire bailleur')).toBeChecked()

  for (let at = 1; at < 3; at += 1) await next(page).click()
  await page.getByLabel('Moins de 2 ans').check()
  await next(page).click()
  await page.getByLabel('Plus de 50 000 €/an').check()
  await next(page).click()
  await fillContact(page, { ...person, email: uniqueEmail('resume-aides') })
  await page.getByRole('button', { name: 'Calculer mes aides' }).click()
  await expect(page).toHaveURL(/\/aides-eligibilite\/resultats$/, { timeout: 30_000 })

  await openForm(page, '/aides-eligibilite')
  await reload(page)
  await expect(step(page, 'Étape 1 sur 5')).toBeVisible()
  await expect(page.getByLabel('Propriétaire bailleur')).not.toBeChecked()
})

test('feasibility: the wizard, its step and its answers survive a reload, and are gone once sent', async ({ page }) => {
  const start = page.getByRole('button', { name: /Commencer l’analyse/ })
  await openForm(page, '/faisabilite')
  await start.click()
  await page.getByLabel('Extension de maison').check()
  await next(page).click()
  await page.getByLabel('Maison mitoyenne').check()
  await next(page).click()
  await expect(step(page, 'Étape 3 sur 4')).toBeVisible()

  await reload(page)
  await expect(step(page, 'Étape 3 sur 4')).toBeVisible()
  await previous(page).click()
  await expect(page.getByLabel('Maison mitoyenne')).toBeChecked()
  await previous(page).click()
  await expect(page.getByLabel('Extension de maison')).toBeChecked()

  await next(page).click()
  await next(page).click()
  await page.getByLabel('Toit plat').check()
  await page.getByLabel('20-40 m²').check()
  await next(page).click()
  await fillContact(page, { ...person, email: uniqueEmail('resume-faisabilite'), postalCode: '59000' })
  await page.getByRole('button', { name: 'Recevoir mon analyse' }).click()
  await expect(page).toHaveURL(/\/faisabilite\/resultats$/, { timeout: 30_000 })

  await openForm(page, '/faisabilite')
  await reload(page)
  await expect(start).toBeVisible()
  await start.click()
  await expect(step(page, 'Étape 1 sur 4')).toBeVisible()
  await expect(page.getByLabel('Extension de maison')).not.toBeChecked()
})
/** The layout shifts reported since the page loaded, each with the elements that moved. */
const layoutShifts = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<string[]>((resolve) => {
        const shifts: string[] = []
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; sources: { node?: Node }[] })[]) {
            const moved = entry.sources.map(({ node }) => (node instanceof Element ? node.outerHTML.slice(0, 80) : String(node?.nodeName)))
            shifts.push(`${entry.value.toFixed(4)}: ${moved.join(' | ')}`)
          }
        }).observe({ type: 'layout-shift', buffered: true })
        setTimeout(() => resolve(shifts), 1000)
      }),
  )

test('a restored step moves nothing on the page: no layout shift', async ({ page }) => {
  await openForm(page, '/aides-eligibilite')
  await page.getByLabel('Propriétaire occupant').check()
  await next(page).click()
  await page.getByLabel('Oui').check()
  await next(page).click()
  await reload(page)
  await expect(step(page, 'Étape 3 sur 5')).toBeVisible()
  expect(await layoutShifts(page)).toEqual([])

  await openForm(page, '/faisabilite')
  await page.getByRole('button', { name: /Commencer l’analyse/ }).click()
  await page.getByLabel('Extension de maison').check()
  await next(page).click()
  await reload(page)
  await expect(step(page, 'Étape 2 sur 4')).toBeVisible()
  expect(await layoutShifts(page)).toEqual([])
})

test('free study: half-typed answers survive a reload as typed, the send waiting for them', async ({ page }) => {
  await openForm(page, '/etude-gratuite')
  await page.getByLabel('Aménagement de combles').check()
  await next(page).click()
  // The postal code half typed at step 2.
  await page.getByLabel('Code postal du logement').fill('80')
  await reload(page)
  await expect(step(page, 'Étape 2 sur 5')).toBeVisible()
  await expect(page.getByLabel('Code postal du logement')).toHaveValue('80')
  await previous(page).click()

  // The phone and the e-mail half typed at the last step.
  await freeStudyAtticAnswers(page)
  await page.getByLabel('60 000 € - 80 000 €').check()
  await page.getByLabel('À définir').check()
  await next(page).click()
  await fillContact(page, { name: 'Marie Lefebvre', email: 'marie.lefebvre@ora', phone: '06 12 34' })
  await reload(page)
  await expect(step(page, 'Étape 5 sur 5')).toBeVisible()
  await expect(page.getByLabel('Nom complet')).toHaveValue('Marie Lefebvre')
  await expect(page.getByRole('textbox', { name: 'Email', exact: true })).toHaveValue('marie.lefebvre@ora')
  await expect(page.getByLabel('Téléphone')).toHaveValue('06 12 34')
  await expect(page.getByRole('button', { name: 'Recevoir mon étude' })).toBeDisabled()
})
