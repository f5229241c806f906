import { expect, test } from '@playwright/test'
import {
  aidOccupantAnswers,
  breakEndpoint,
  failureAlert,
  failureMessage,
  fillContact,
  leadsFor,
  next,
  openForm,
  previous,
  uniqueEmail,
  useOwnAddress,
} from './forms-helpers'

test.beforeEach(async ({ page }) => useOwnAddress(page))

test('aid eligibility: an occupant on a modest income gets five aids and 950 € of direct subsidies', async ({ page, request }) => {
  const email = uniqueEmail('aides')
  await openForm(page, '/aides-eligibilite')
  await expect(page.getByText('Étape 1 sur 5', { exact: true })).toBeVisible()
  await expect(page.getByText('20%')).toBeVisible()
  await expect(previous(page)).toBeDisabled()
  await expect(next(page)).toBeDisabled()
  await page.getByLabel('Propriétaire occupant').check()
  await next(page).click()
  await expect(page.getByRole('heading', { name: 'Votre logement' })).toBeFocused()
  await expect(page.getByText('Type de logement')).toHaveCount(0)
  await expect(next(page)).toBeDisabled()
  await aidOccupantAnswers(page)
  await expect(page.getByText('Étape 5 sur 5', { exact: true })).toBeVisible()
  const submit = page.getByRole('button', { name: 'Calculer mes aides' })
  await expect(submit).toBeDisabled()
  await fillContact(page, { name: 'Sophie Durand', email, phone: '07 00 11 22 33' })
  await expect(submit).toBeEnabled()
  await submit.click()

  await expect(page).toHaveURL(/\/aides-eligibilite\/resultats$/, { timeout: 30_000 })
  await expect(page.getByText('Calcul de vos aides en cours...')).toBeVisible()
  const summary = page.getByRole('list', { name: 'Synthèse' })
  await expect(summary.getByText('Aides accessibles')).toBeVisible()
  await expect(summary.getByText('5', { exact: true })).toBeVisible()
  await expect(summary.getByText('950 €')).toBeVisible()
  // Aid for insulation is paid per m²: the total says the surface it is worked out for.
  await expect(summary.getByText('Estimation pour 30 m² isolés : le montant suit la surface')).toBeVisible()
  await expect(summary.getByText('5,5 %')).toBeVisible()
  for (const aid of ['MaPrimeRénov’', 'Prime Énergie (CEE)', 'Éco-prêt à taux zéro', 'TVA réduite à 5,5 %', 'Chèque énergie']) {
    await expect(page.getByRole('heading', { name: aid, exact: true })).toBeVisible()
  }
  await expect(page.getByText('20 €/m²')).toBeVisible()
  // A loan offered to a consumer carries the legal warning.
  await expect(page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Éco-prêt à taux zéro' }) })).toContainText(
    'Un crédit vous engage et doit être remboursé. Vérifiez vos capacités de remboursement avant de vous engager.',
  )
  const main = page.getByRole('main')
  await expect(main.getByRole('link', { name: 'Demander mon étude gratuite' })).toHaveAttribute('href', '/etude-gratuite')
  await expect(main.getByRole('link', { name: 'Voir nos réalisations' })).toHaveAttribute('href', '/plans-et-inspirations')
  await expect(main.getByRole('link', { name: 'Parler à un conseiller' })).toHaveAttribute('href', '/contact')

  const [lead] = await leadsFor(request, email)
  expect(lead).toMatchObject({ formOrigin: 'aides-eligibilite', name: 'Sophie Durand', phone: '07 00 11 22 33', postalCode: '' })
  expect(lead?.formData).toMatchObject({
    typeProprietaire: 'occupant',
    logementPrincipal: true,
    ancienneteLogement: 20,
    revenus: 'modeste',
    localisationFrance: true,
    artisanRGE: true,
  })

  await page.getByRole('button', { name: /Refaire le test/ }).click()
  await expect(page).toHaveURL(/\/aides-eligibilite$/, { timeout: 30_000 })
  await expect(page.getByText('Étape 1 sur 5', { exact: true })).toBeVisible()
  expect(await page.evaluate(() => window.sessionStorage.getItem('aides-eligibilite-form-data'))).toBeNull()
})

test('aid eligibility: a landlord answers the housing type; failure keeps the answers', async ({ page }) => {
  await openForm(page, '/aides-eligibilite')
  await page.getByLabel('Propriétaire bailleur').check()
  await next(page).click()
  await page.getByLabel('Non').check()
  await expect(page.getByText('Type de logement')).toBeVisible()
  await expect(next(page)).toBeDisabled()
  await page.getByLabel('Appartement').check()
  await expect(next(page)).toBeEnabled()
  await next(page).click()
  await page.getByLabel('Moins de 2 ans').check()
  await next(page).click()
  await page.getByLabel('Plus de 50 000 €/an').check()
  await next(page).click()
  await fillContact(page, { name: 'Paul', email: 'paul@exemple', phone: '0612' })
  await expect(page.getByText('Veuillez saisir une adresse email valide')).toBeVisible()
  await expect(page.getByText('Le numéro doit contenir au moins 10 chiffres')).toBeVisible()
  await fillContact(page, { name: 'Paul', email: 'paul@exemple.fr', phone: '0612345678' })
  await breakEndpoint(page)
  await page.getByRole('button', { name: 'Calculer mes aides' }).click()
  await expect(failureAlert(page)).toHaveText(failureMessage)
  await expect(page).toHaveURL(/\/aides-eligibilite$/, { timeout: 30_000 })
  await expect(page.getByLabel('Nom complet')).toHaveValue('Paul')
  await page.getByRole('button', { name: 'Calculer mes aides' }).click()
  await expect(failureAlert(page)).toHaveText(failureMessage)
})

test('aid eligibility: an aid refused says which of its conditions are not met, never an amount the visitor will not get', async ({
  page,
}) => {
  await openForm(page, '/aides-eligibilite')
  await page.getByLabel('Propriétaire bailleur').check()
  await next(page).click()
  await page.getByLabel('Non').check()
  await page.getByLabel('Appartement').check()
  await next(page).click()
  await page.getByLabel('Moins de 2 ans').check()
  await next(page).click()
  await page.getByLabel('Plus de 50 000 €/an').check()
  await next(page).click()
  await fillContact(page, { name: 'Paul Bailleur', email: uniqueEmail('aides-refus'), phone: '06 12 34 56 78' })
  await page.getByRole('button', { name: 'Calculer mes aides' }).click()
  await expect(page).toHaveURL(/\/aides-eligibilite\/resultats$/, { timeout: 30_000 })
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'MaPrimeRénov’', exact: true }) })
  await expect(card.getByTestId('aid-unmet')).toHaveText(
    'Conditions non remplies\u00a0: Être propriétaire occupant ; Logement en résidence principale ; Logement de plus de 15 ans ; Revenus du foyer très modestes, modestes ou intermédiaires.',
  )
  await expect(page.getByRole('main')).not.toContainText('0 €/m²')
  await expect(page.getByTestId('aid-unmet')).toHaveCount(5)
})

test('aid results without saved answers go back to the questionnaire', async ({ page }) => {
  await page.goto('/aides-eligibilite/resultats')
  await expect(page).toHaveURL(/\/aides-eligibilite$/, { timeout: 30_000 })
})

test('no page promises more aid than the tool gives: the promise is the total for the most favourable answers', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000)
  await openForm(page, '/aides-eligibilite')
  await page.getByLabel('Propriétaire occupant').check()
  await next(page).click()
  await aidOccupantAnswers(page, 'Moins de 25 000 €/an')
  await fillContact(page, { name: 'Sophie Durand', email: uniqueEmail('aides-max'), phone: '07 00 11 22 34' })
  await page.getByRole('button', { name: 'Calculer mes aides' }).click()
  await expect(page).toHaveURL(/\/aides-eligibilite\/resultats$/, { timeout: 30_000 })
  const summary = page.getByRole('list', { name: 'Synthèse' })
  await expect(summary.getByText('Aides directes')).toBeVisible()
  const best = (await summary.getByRole('listitem').filter({ hasText: 'Aides directes' }).locator('p').first().textContent()) ?? ''
  const euros = (words: string) => Number(words.replace(/\D/g, ''))
  expect(euros(best)).toBe(1100)

  const sitemap = await (await request.get('/sitemap.xml')).text()
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname)
  const promises: string[] = []
  for (const path of paths) {
    const html = await (await request.get(path)).text()
    // Tags become bars: a figure's tile names its label before its value.
    const text = html.replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/g, '').replace(/<[^>]+>/g, '|')
    const amount = '(\\d{1,3}(?:[\\s\\u202f\\u00a0]\\d{3})*)\\s?€'
    for (const pattern of [`${amount}[\\s|]*d’aides`, `d’aides[^|]*\\|+${amount}`])
      for (const match of text.matchAll(new RegExp(pattern, 'g'))) promises.push(`${path}: ${euros(match[1]!)}`)
  }
  expect(promises).toEqual(
    expect.arrayContaining(['/amenagement-combles: 1100', '/aides-eligibilite: 1100', '/amenagement-combles-maison-phenix: 1100']),
  )
  expect(promises.filter((promise) => !promise.endsWith(`: ${euros(best)}`))).toEqual([])
})
