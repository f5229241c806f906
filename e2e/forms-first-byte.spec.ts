import { expect, type Locator, type Page, test } from '@playwright/test'
import { fillContact, formReady, freeStudyAtticAnswers, holdScripts, leadsFor, next, uniqueEmail, useOwnAddress } from './forms-helpers'
import { isHydrated } from './site-helpers'
import { phoneProfile } from './phoneProfile'

/**
 * A visitor on a phone who acts before the page's scripts have arrived: what the fields show (typed, pasted,
 * autofilled, a card or a box ticked) is what the form sends once they are here.
 * The phone profile: 390 × 844, the CPU slowed 4×, 1.6 Mbit/s down and a 150 ms round trip.
 */
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })

test.beforeEach(async ({ page }) => useOwnAddress(page))

/** Opens the page on the phone profile and returns once `drawn` is on the screen, scripts or not. */
async function openDrawn(page: Page, path: string, drawn: (page: Page) => Locator) {
  await phoneProfile(page)
  await page.goto(path, { waitUntil: 'commit' })
  await drawn(page).waitFor({ state: 'visible', timeout: 30_000 })
}

type OnePageForm = {
  path: string
  /** The button that shows the form, on the pages where a start panel comes first (drawn by the scripts). */
  start?: RegExp
  /** The cards and boxes the form needs besides the contact fields, by label. */
  choices: readonly (string | RegExp)[]
  postalCode?: string
  send: string
  /** Where the visitor lands once the lead is stored. */
  done: (page: Page) => Promise<void>
  origin: string
}

const landsOn = (url: RegExp) => async (page: Page) => expect(page).toHaveURL(url, { timeout: 30_000 })

// Every one-page lead form (src/forms/registry.ts): contact, Phénix, savings release, optimisation, quote configurator.
const onePageForms: readonly OnePageForm[] = [
  {
    path: '/contact',
    choices: [],
    postalCode: '59100',
    send: 'Envoyer mon message',
    done: landsOn(/\/contact\/merci$/),
    origin: 'contact',
  },
  {
    path: '/amenagement-combles-maison-phenix',
    choices: [],
    postalCode: '80000',
    send: 'Être rappelé gratuitement',
    done: landsOn(/\/amenagement-combles-maison-phenix\/merci$/),
    origin: 'combles-maison-phenix',
  },
  {
    path: '/deblocage-epargne-salariale/form',
    choices: ['Aménagement de combles', 'Je ne sais pas'],
    postalCode: '76000',
    send: 'Vérifier mon éligibilité',
    done: landsOn(/\/deblocage-epargne-salariale\/merci$/),
    origin: 'deblocage-epargne-salariale',
  },
  {
    path: '/optimisation-espace/form',
    choices: ['Extension de maison', '120-180m²', '35 m²', 'Suite parentale'],
    send: 'Obtenir mon analyse',
    done: landsOn(/\/optimisation-espace\/resultats$/),
    origin: 'optimisation-espace',
  },
  {
    path: '/landing/budget',
    start: /Configurer mon projet/,
    choices: ['Oui'],
    send: 'Recevoir mon devis',
    done: async (page) => expect(page.getByText('Analyse terminée')).toBeVisible({ timeout: 30_000 }),
    origin: 'devis-configurateur',
  },
]

for (const form of onePageForms) {
  test(`${form.path}: fields filled at once 300 ms after the form is drawn, before the scripts, are sent as shown`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000)
    const email = uniqueEmail('first-byte')
    const name = page.getByLabel('Nom complet')
    // The scripts are held until the fields are filled, so that they always come after (on a quiet machine they
    // could arrive before the form is drawn); the start panels' forms are drawn by them.
    let release = () => {}
    if (form.start) {
      await openDrawn(page, form.path, (page) => page.getByRole('button', { name: form.start }))
      await formReady(page)
      await page.getByRole('button', { name: form.start }).click()
    } else {
      release = await holdScripts(page)
      await openDrawn(page, form.path, () => name)
    }
    await page.waitForTimeout(300)
    // The case this test is about: nothing of the form's scripts ran yet (the start panels' forms are drawn by them).
    if (!form.start) expect(await isHydrated(name)).toBe(false)

    // As autofill does: each field's value at once, no key pressed.
    await name.fill('Léa Martin')
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email)
    await page.getByLabel('Téléphone').fill('06 12 34 56 78')
    if (form.postalCode) await page.getByLabel(/^Code postal/).fill(form.postalCode)
    for (const choice of form.choices) await page.getByLabel(choice, { exact: typeof choice === 'string' }).check()
    await page.getByLabel(/J.accepte de recevoir/).check()
    release()

    await formReady(page)
    await expect(page.getByTestId('missing-hint')).toHaveText('')
    await expect(page.getByLabel(/J.accepte de recevoir/)).toBeChecked()
    await expect(name).toHaveValue('Léa Martin')
    await page.getByRole('button', { name: form.send }).click({ timeout: 15_000 })
    await form.done(page)

    const [lead] = await leadsFor(request, email)
    expect(lead).toMatchObject({ formOrigin: form.origin, name: 'Léa Martin', phone: '06 12 34 56 78' })
    expect(lead?.proof?.marketingConsent).toBe(true)
  })
}

type Wizard = { path: string; start?: RegExp; first: string; steps: number }

// Every wizard: free study, aid eligibility, feasibility (whose questions come after its start panel).
const wizards: readonly Wizard[] = [
  { path: '/etude-gratuite', first: 'Aménagement de combles', steps: 5 },
  { path: '/aides-eligibilite', first: 'Propriétaire occupant', steps: 5 },
  { path: '/faisabilite', start: /Commencer l’analyse/, first: 'Aménagement de combles', steps: 4 },
]

for (const wizard of wizards) {
  test(`${wizard.path}: a tap on the first choice as soon as it is drawn moves the wizard on`, async ({ page }) => {
    test.setTimeout(120_000)
    const first = page.getByLabel(wizard.first, { exact: true })
    if (wizard.start) {
      await openDrawn(page, wizard.path, (page) => page.getByRole('button', { name: wizard.start }))
      await formReady(page)
      await page.getByRole('button', { name: wizard.start }).click()
      await first.waitFor()
      await first.tap()
    } else {
      // The scripts come only after the tap, as on a link slower than this machine's.
      const release = await holdScripts(page)
      await openDrawn(page, wizard.path, () => first)
      expect(await isHydrated(first)).toBe(false)
      await first.tap()
      release()
    }

    await expect(page.locator('form[data-ready]')).toHaveCount(1, { timeout: 30_000 })
    await expect(first).toBeChecked()
    await expect(page.getByTestId('missing-hint')).toHaveText('')
    await next(page).click({ timeout: 15_000 })
    await expect(page.getByText(`Étape 2 sur ${wizard.steps}`, { exact: true })).toBeVisible()
  })
}

test('/etude-gratuite: a sending refused (429, then offline) shows what happened in view, focused, with the phone, answers kept', async ({
  page,
}) => {
  test.setTimeout(120_000)
  await phoneProfile(page)
  await page.goto('/etude-gratuite')
  await formReady(page)
  await freeStudyAtticAnswers(page)
  await page.getByLabel('60 000 € - 80 000 €').check()
  await page.getByLabel('Dans les 6 mois').check()
  await next(page).click()
  await fillContact(page, { name: 'Camille Roux', email: uniqueEmail('refused'), phone: '06 98 76 54 32' })

  // The lead endpoint's own words for a visitor past the limit (src/leads/intake/acceptSubmission.ts).
  const words = 'Trop de demandes envoyées depuis votre connexion. Veuillez réessayer dans quelques minutes.'
  await page.route('**/api/leads/submit', (route) =>
    route.fulfill({ status: 429, contentType: 'application/json', body: JSON.stringify({ message: words }) }),
  )
  const send = page.getByRole('button', { name: 'Recevoir mon étude' })
  await send.click()
  const failure = page.locator('[data-form-failure]')
  await expect(failure.getByRole('alert')).toHaveText(words)
  await expect(failure).toBeFocused()
  await expect(failure.getByRole('alert')).toBeInViewport({ ratio: 1 })
  await expect(failure.getByRole('link')).toHaveAttribute('href', /^tel:\+?\d{10,}$/)

  // No answer at all: said as such, brought into view and focused again.
  await page.unroute('**/api/leads/submit')
  await page.route('**/api/leads/submit', (route) => route.abort('internetdisconnected'))
  await send.focus()
  await send.click()
  await expect(failure.getByRole('alert')).toHaveText(/la connexion semble interrompue/)
  await expect(failure).toBeFocused()
  await expect(failure.getByRole('alert')).toBeInViewport({ ratio: 1 })
  await expect(page.getByLabel('Nom complet')).toHaveValue('Camille Roux')
  await expect(page.getByText('Étape 5 sur 5', { exact: true })).toBeVisible()
})
