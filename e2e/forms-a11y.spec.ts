import { expect, type Page, test } from '@playwright/test'
import { expectNoAxeViolations } from './axe'
import { breakEndpoint, failureAlert, fillContact, next, openForm } from './forms-helpers'

test.use({ viewport: { width: 390, height: 844 } })

/** Shows a field error and the failure alert on the last step, then checks the page once more. */
async function checkErrorsAndFailure(page: Page, submitLabel: string) {
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill('pas-un-email')
  await expect(page.getByText('Veuillez saisir une adresse email valide')).toBeVisible()
  await expectNoAxeViolations(page)
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill('axe@exemple.fr')
  await breakEndpoint(page)
  await page.getByRole('button', { name: submitLabel }).click()
  await expect(failureAlert(page)).toBeVisible()
  await expectNoAxeViolations(page)
}

async function saveAnswers(page: Page, key: string, answers: unknown) {
  await page.evaluate(([storageKey, value]) => window.sessionStorage.setItem(storageKey as string, JSON.stringify(value)), [key, answers])
}

const contact = { name: 'Axe Test', email: 'axe@exemple.fr', phone: '0612345678' }

test('contact and its thank-you page', async ({ page }) => {
  await openForm(page, '/contact')
  await expectNoAxeViolations(page)
  await fillContact(page, { ...contact, postalCode: '80000' })
  await checkErrorsAndFailure(page, 'Envoyer mon message')
  await page.goto('/contact/merci')
  await expectNoAxeViolations(page)
})

test('feasibility: landing, every step, results', async ({ page }) => {
  await openForm(page, '/faisabilite')
  await expectNoAxeViolations(page)
  await page.getByRole('button', { name: /Commencer l’analyse/ }).click()
  await expectNoAxeViolations(page)
  await page.getByLabel('Aménagement de combles').check()
  await next(page).click()
  await expectNoAxeViolations(page)
  await page.getByLabel('Maison individuelle').check()
  await next(page).click()
  await expectNoAxeViolations(page)
  await page.getByLabel('Toiture en pente').check()
  await page.getByLabel('20-40 m²').check()
  await next(page).click()
  await fillContact(page, { ...contact, postalCode: '59000' })
  await expectNoAxeViolations(page)
  await checkErrorsAndFailure(page, 'Recevoir mon analyse')
  await saveAnswers(page, 'faisabilite-form-data', {
    projectType: 'Aménagement de combles',
    propertyType: 'Maison individuelle',
    location: '',
    roofType: 'Toiture en pente',
    height: '',
    surface: '20-40',
    timeline: '',
    ...contact,
    postalCode: '59000',
  })
  await page.goto('/faisabilite/resultats')
  await expect(page.getByText('Analyse terminée')).toBeVisible()
  await expectNoAxeViolations(page)
})

test('free study: every step of the roof-window path, and the recap', async ({ page }) => {
  await openForm(page, '/etude-gratuite')
  await expectNoAxeViolations(page)
  await page.getByLabel('Fenêtres de toit').check()
  await next(page).click()
  await page.getByLabel('Appartement').check()
  await page.getByLabel('Code postal du logement').fill('59000')
  await page.getByLabel('Motorisée').check()
  await page.getByLabel('4 et plus').check()
  await expectNoAxeViolations(page)
  await next(page).click()
  await page.getByLabel('Cuisine').check()
  await page.getByLabel('Moustiquaires').check()
  await expectNoAxeViolations(page)
  await next(page).click()
  await page.getByLabel('3 000 € - 6 000 €').check()
  await page.getByLabel('À définir').check()
  await expectNoAxeViolations(page)
  await next(page).click()
  await fillContact(page, contact)
  await expectNoAxeViolations(page)
  await checkErrorsAndFailure(page, 'Recevoir mon étude')
  await saveAnswers(page, 'etude-gratuite-form-data', {
    projectType: 'Fenêtres de toit',
    propertyType: 'Appartement',
    postalCode: '59000',
    roofType: '',
    height: '',
    extensionType: '',
    material: '',
    verandaUsage: '',
    windowType: 'Motorisée',
    numberOfWindows: '4+',
    roomsToEquip: ['Cuisine'],
    windowFeatures: ['Moustiquaires'],
    currentSurface: '',
    desiredSurface: '',
    roomType: [],
    budget: '3 000 € - 6 000 €',
    timeline: 'À définir',
    ...contact,
    message: '',
  })
  await page.goto('/etude-gratuite/resultats')
  await expect(page.getByText('Nombre de fenêtres')).toBeVisible()
  await expectNoAxeViolations(page)
})

test('aid eligibility: every step of the landlord path, and the results', async ({ page }) => {
  await openForm(page, '/aides-eligibilite')
  await expectNoAxeViolations(page)
  await page.getByLabel('Propriétaire bailleur').check()
  await next(page).click()
  await page.getByLabel('Oui').check()
  await page.getByLabel('Maison', { exact: true }).check()
  await expectNoAxeViolations(page)
  await next(page).click()
  await page.getByLabel('2 à 15 ans').check()
  await expectNoAxeViolations(page)
  await next(page).click()
  await page.getByLabel('Moins de 25 000 €/an').check()
  await expectNoAxeViolations(page)
  await next(page).click()
  await fillContact(page, contact)
  await expectNoAxeViolations(page)
  await checkErrorsAndFailure(page, 'Calculer mes aides')
  await saveAnswers(page, 'aides-eligibilite-form-data', {
    typeProprietaire: 'bailleur',
    logementPrincipal: true,
    ancienneteLogement: 5,
    revenus: 'tres_modeste',
    localisationFrance: true,
    artisanRGE: true,
    typeLogement: 'maison',
    ...contact,
    postalCode: '',
  })
  await page.goto('/aides-eligibilite/resultats')
  await expect(page.getByText('Le détail des aides')).toBeVisible()
  await expectNoAxeViolations(page)
})

test('optimisation: landing, form, results', async ({ page }) => {
  await page.goto('/optimisation-espace')
  await expectNoAxeViolations(page)
  await openForm(page, '/optimisation-espace/form')
  await page.getByLabel('Aménagement de combles').check()
  await page.getByLabel('80-120m²').check()
  await page.getByLabel('50 m² et plus').check()
  await page.getByLabel('Espace de jeu').check()
  await fillContact(page, contact)
  await expectNoAxeViolations(page)
  await checkErrorsAndFailure(page, 'Obtenir mon analyse')
  await saveAnswers(page, 'espace-ia-form-data', {
    projectType: 'Aménagement de combles',
    currentSpace: '80-120m²',
    desiredSpace: '50',
    roomType: ['Espace de jeu'],
    constraints: '',
    ...contact,
    postalCode: '',
  })
  await page.goto('/optimisation-espace/resultats')
  await expect(page.getByText('+20 %')).toBeVisible()
  await expectNoAxeViolations(page)
})

test('savings release: landing, form, thank-you page', async ({ page }) => {
  await page.goto('/deblocage-epargne-salariale')
  await page.locator('details summary').first().click()
  await expectNoAxeViolations(page)
  await openForm(page, '/deblocage-epargne-salariale/form')
  await page.getByLabel('Extension de maison').check()
  await page.getByLabel('Non').check()
  await fillContact(page, { ...contact, postalCode: '76000' })
  await expectNoAxeViolations(page)
  await checkErrorsAndFailure(page, 'Vérifier mon éligibilité')
  await page.goto('/deblocage-epargne-salariale/merci')
  await expectNoAxeViolations(page)
})

test('landing variants: every state', async ({ page }) => {
  await openForm(page, '/landing/faisabilite')
  await expectNoAxeViolations(page)
  await page.getByRole('button', { name: /Commencer l’analyse/ }).click()
  await expectNoAxeViolations(page)
  await page.getByLabel('Maison mitoyenne').check()
  await page.getByLabel('Ville ou code postal').fill('Lens')
  await page.getByLabel('Charpente fermette').check()
  await page.getByLabel('> 2.50m').check()
  await page.getByLabel(/Surface au sol/).fill('25')
  await page.getByLabel('Espace de jeu').check()
  await page.getByRole('button', { name: /Voir mon analyse/ }).click()
  await expect(page.getByText('Analyse terminée')).toBeVisible()
  await expectNoAxeViolations(page)

  await openForm(page, '/landing/budget')
  await expectNoAxeViolations(page)
  await page.getByRole('button', { name: /Configurer mon projet/ }).click()
  await fillContact(page, contact)
  await expectNoAxeViolations(page)
  await checkErrorsAndFailure(page, 'Recevoir mon devis')
  await page.unroute('**/api/leads/submit')
  await page.route('**/api/leads/submit', (route) => route.fulfill({ status: 201, contentType: 'application/json', body: '{"id":1}' }))
  await page.getByRole('button', { name: 'Recevoir mon devis' }).click()
  await expect(page.getByText('Analyse terminée')).toBeVisible()
  await expectNoAxeViolations(page)
})
