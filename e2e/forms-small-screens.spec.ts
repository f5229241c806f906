import { type BrowserContext, expect, type Page, test } from '@playwright/test'
import { fillContact, formReady, next, openForm } from './forms-helpers'

/**
 * Every form, step by step with valid answers, on a small phone, a common phone and a desktop:
 * the page never scrolls sideways, no label, option or button text is cut, and inputs sharing a
 * row start at the same height. Nothing is sent: results pages are opened from saved answers.
 */

type Layout = { sideways: string | null; clipped: string[]; misaligned: string[] }

/** Measured in the page: the header and the form (or the page's main content when there is no form). */
function measureLayout(): Layout {
  const root = document.documentElement
  const sideways = root.scrollWidth > root.clientWidth ? `${root.scrollWidth} px wide in a ${root.clientWidth} px window` : null
  const scopes = [document.querySelector('header'), document.querySelector('main form') ?? document.querySelector('main')]
  const shown = (element: HTMLElement) => {
    const rect = element.getBoundingClientRect()
    const style = getComputedStyle(element)
    // Visually hidden text (sr-only) is 1 px wide and clipped on purpose.
    return (
      element.checkVisibility() && rect.width > 1 && rect.height > 1 && style.clip === 'auto' && !element.closest('[aria-hidden="true"]')
    )
  }
  const clipped: string[] = []
  const texts = 'label, legend, button, a, h1, h2, h3, p, li, dt, dd, span'
  for (const scope of scopes) {
    for (const element of scope?.querySelectorAll<HTMLElement>(texts) ?? []) {
      if (!shown(element) || !element.textContent?.trim()) continue
      // An inline box has no scroll width of its own: its block parent is measured instead.
      if (element.scrollWidth > element.clientWidth + 1)
        clipped.push(`"${element.textContent.trim().slice(0, 40)}" (${element.scrollWidth} > ${element.clientWidth})`)
    }
  }
  const inputs = [
    ...document.querySelectorAll<HTMLElement>(
      'main form input:not([type=radio]):not([type=checkbox]):not([type=range]):not([type=hidden]), main form textarea, main form select',
    ),
  ]
    .filter(shown)
    .map((input) => ({ name: input.getAttribute('name') ?? input.id, rect: input.getBoundingClientRect() }))
  const misaligned: string[] = []
  for (const [index, first] of inputs.entries()) {
    for (const second of inputs.slice(index + 1)) {
      const sideBySide = first.rect.right <= second.rect.left || second.rect.right <= first.rect.left
      const sameRow = first.rect.top < second.rect.bottom && second.rect.top < first.rect.bottom
      if (sideBySide && sameRow && Math.abs(first.rect.top - second.rect.top) > 1) {
        misaligned.push(`${first.name} at ${Math.round(first.rect.top)} px, ${second.name} at ${Math.round(second.rect.top)} px`)
      }
    }
  }
  return { sideways, clipped, misaligned }
}

async function expectClear(page: Page, where: string) {
  const layout = await page.evaluate(measureLayout)
  expect(layout, where).toEqual({ sideways: null, clipped: [], misaligned: [] })
}

const person = { name: 'Jeanne Lefèvre-Dumont', email: 'jeanne.lefevre@exemple.fr', phone: '06 12 34 56 78' }
/** For the forms that ask a postal code with the contact details. */
const contact = { ...person, postalCode: '59000' }

/** Checks the step as it opens (with its "Il manque" line) and once answered. */
async function step(page: Page, where: string, answer: () => Promise<void>) {
  await expectClear(page, `${where}, unanswered`)
  await answer()
  await expectClear(page, `${where}, answered`)
}

for (const width of [360, 390, 1440]) {
  test.describe(`forms at ${width} px`, () => {
    test.describe.configure({ mode: 'serial' })
    let context: BrowserContext
    let page: Page

    test.beforeAll(async ({ browser }, testInfo) => {
      context = await browser.newContext({ viewport: { width, height: 800 }, locale: 'fr-FR', baseURL: testInfo.project.use.baseURL })
      page = await context.newPage()
    })
    test.afterAll(async () => context.close())

    test('contact, Phénix, space optimisation and savings release', async () => {
      await openForm(page, '/contact')
      await step(page, '/contact', async () => {
        await fillContact(page, person)
        await page.getByLabel(/Votre message/).fill('Des combles de 40 m² à aménager en deux chambres.')
      })

      await openForm(page, '/amenagement-combles-maison-phenix')
      await step(page, '/amenagement-combles-maison-phenix', () => fillContact(page, contact))

      await openForm(page, '/optimisation-espace/form')
      await step(page, '/optimisation-espace/form', async () => {
        await page.getByLabel('Extension de maison').check()
        await page.getByLabel('120-180m²').check()
        await page.getByLabel('35 m²').check()
        await page.getByLabel('Suite parentale').check()
        await fillContact(page, contact)
      })
      await expect(page.getByRole('button', { name: 'Obtenir mon analyse' })).toBeEnabled()

      await openForm(page, '/deblocage-epargne-salariale/form')
      await step(page, '/deblocage-epargne-salariale/form', async () => {
        await page.getByLabel('Aménagement de combles').check()
        await page.getByLabel('Je ne sais pas').check()
        await fillContact(page, contact)
      })
      await expect(page.getByRole('button', { name: 'Vérifier mon éligibilité' })).toBeEnabled()
    })

    test('free study, five steps', async () => {
      await openForm(page, '/etude-gratuite')
      await step(page, '/etude-gratuite step 1', () => page.getByLabel('Aménagement de combles').check())
      await next(page).click()
      await step(page, '/etude-gratuite step 2', async () => {
        await page.getByLabel('Maison individuelle').check()
        await page.getByLabel('Code postal du logement').fill('80000')
        await page.getByLabel('Charpente fermette').check()
        await page.getByLabel('1.80m - 2.50m').check()
      })
      await next(page).click()
      await step(page, '/etude-gratuite step 3', async () => {
        await page.getByLabel('80-120m²').check()
        await page.getByLabel('35 m²').check()
        await page.getByLabel('Suite parentale').check()
      })
      await next(page).click()
      await step(page, '/etude-gratuite step 4', async () => {
        await page.getByLabel('60 000 € - 80 000 €').check()
        await page.getByLabel('Dans les 6 mois').check()
      })
      await next(page).click()
      await step(page, '/etude-gratuite step 5', () => fillContact(page, person))
      await expect(page.getByRole('button', { name: 'Recevoir mon étude' })).toBeEnabled()
    })

    test('feasibility, four steps, and a flat-roof extension’s results', async () => {
      await openForm(page, '/faisabilite')
      await expectClear(page, '/faisabilite start')
      await page.getByRole('button', { name: /Commencer l’analyse/ }).click()
      await step(page, '/faisabilite step 1', () => page.getByLabel('Extension de maison').check())
      await next(page).click()
      await step(page, '/faisabilite step 2', async () => {
        await page.getByLabel('Maison individuelle').check()
      })
      await next(page).click()
      await step(page, '/faisabilite step 3', async () => {
        await page.getByLabel('Toit plat').check()
        await page.getByLabel('20-40 m²').check()
      })
      await next(page).click()
      await step(page, '/faisabilite step 4', () => fillContact(page, contact))
      await expect(page.getByRole('button', { name: 'Recevoir mon analyse' })).toBeEnabled()

      // The answers above, saved as the wizard saves them after sending; no height was given.
      await page.evaluate(() =>
        window.sessionStorage.setItem(
          'faisabilite-form-data',
          JSON.stringify({
            projectType: 'Extension de maison',
            propertyType: 'Maison individuelle',
            location: '',
            roofType: 'Toit plat',
            height: '',
            surface: '20-40',
            timeline: '',
            name: 'Jeanne Lefèvre-Dumont',
            email: 'jeanne.lefevre@exemple.fr',
            phone: '06 12 34 56 78',
            postalCode: '59000',
          }),
        ),
      )
      await page.goto('/faisabilite/resultats')
      const results = page.getByRole('list', { name: 'Résultats' })
      await expect(results.getByText('À confirmer', { exact: true })).toBeVisible()
      await expect(results).toContainText('extension à toit plat')
      await expect(results).not.toContainText('vos combles')
      await expectClear(page, '/faisabilite/resultats')
    })

    test('aid eligibility, five steps as a landlord, and results without the VAT tile', async () => {
      await openForm(page, '/aides-eligibilite')
      await step(page, '/aides-eligibilite step 1', () => page.getByLabel('Propriétaire bailleur').check())
      await next(page).click()
      await step(page, '/aides-eligibilite step 2', async () => {
        await page.getByLabel('Non').check()
        await page.getByLabel('Appartement').check()
      })
      await next(page).click()
      await step(page, '/aides-eligibilite step 3', () => page.getByLabel('Moins de 2 ans').check())
      await next(page).click()
      await step(page, '/aides-eligibilite step 4', () => page.getByLabel('Plus de 50 000 €/an').check())
      await next(page).click()
      await step(page, '/aides-eligibilite step 5', () => fillContact(page, contact))
      await expect(page.getByRole('button', { name: 'Calculer mes aides' })).toBeEnabled()

      await page.evaluate(() =>
        window.sessionStorage.setItem(
          'aides-eligibilite-form-data',
          JSON.stringify({
            typeProprietaire: 'bailleur',
            logementPrincipal: false,
            ancienneteLogement: 1,
            revenus: 'superieur',
            localisationFrance: true,
            artisanRGE: true,
            typeLogement: 'appartement',
            name: 'Jeanne Lefèvre-Dumont',
            email: 'jeanne.lefevre@exemple.fr',
            phone: '06 12 34 56 78',
            postalCode: '',
          }),
        ),
      )
      await page.goto('/aides-eligibilite/resultats')
      const summary = page.getByRole('list', { name: 'Synthèse' })
      await expect(summary.getByText('Aides directes')).toBeVisible()
      // A dwelling under 2 years old: the VAT card says 'Non éligible', so no 5,5 % tile above it.
      await expect(summary.getByText('5,5 %')).toHaveCount(0)
      await expect(page.getByText('Non éligible')).toHaveCount(5)
      await expectClear(page, '/aides-eligibilite/resultats')
    })

    test('landing budget and landing feasibility', async () => {
      await openForm(page, '/landing/budget')
      await page.getByRole('button', { name: /Configurer mon projet/ }).click()
      await formReady(page)
      await step(page, '/landing/budget', () => fillContact(page, contact))
      await expect(page.getByRole('button', { name: 'Recevoir mon devis' })).toBeEnabled()

      await openForm(page, '/landing/faisabilite')
      await page.getByRole('button', { name: /Commencer l’analyse/ }).click()
      await step(page, '/landing/faisabilite', async () => {
        await page.getByLabel('Appartement').check()
        await page.getByLabel('Ville ou code postal').fill('Rouen')
        await page.getByLabel('Charpente traditionnelle').check()
        await page.getByLabel('1.80m - 2.50m').check()
        await page.getByLabel(/Surface au sol/).fill('40')
        await page.getByLabel('Suite parentale').check()
      })
      await page.getByRole('button', { name: /Voir mon analyse/ }).click()
      await expect(page.getByText('Analyse terminée')).toBeVisible()
      await expectClear(page, '/landing/faisabilite results')
    })

    test('a disabled button says what is missing, tied to it for screen readers', async () => {
      await openForm(page, '/contact')
      const send = page.getByRole('button', { name: 'Envoyer mon message' })
      await expect(send).toBeDisabled()
      await expect(send).toHaveAccessibleDescription('Il manque : votre nom, votre adresse e-mail, votre téléphone, votre code postal')
      await page.getByLabel('Nom complet').fill(person.name)
      await page.getByRole('textbox', { name: 'Email', exact: true }).fill(contact.email)
      await expect(send).toHaveAccessibleDescription('Il manque : votre téléphone, votre code postal')
      await expect(page.getByTestId('missing-hint')).toHaveAttribute('aria-live', 'polite')
      await page.getByLabel('Téléphone').fill(contact.phone)
      await page.getByLabel(/^Code postal/).fill('59000')
      await expect(send).toBeEnabled()
      await expect(page.getByTestId('missing-hint')).toHaveText('')
    })
  })
}
