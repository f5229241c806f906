import { expect, type Locator, type Page, test } from '@playwright/test'
import { holdScripts, leadsFor, uniqueEmail, useOwnAddress } from './forms-helpers'
import { phoneProfile } from './phoneProfile'
import { isHydrated } from './site-helpers'

/**
 * A visitor whose scripts never arrive (blocked, failed, a browser without them): the one-page forms are HTML
 * forms the server understands. Sent, the lead is stored and the visitor lands on the next page; refused, the
 * server draws the form again, in French, with every answer kept and each message beside its field, in the
 * very words the browser's own checks use.
 */

type OnePageForm = {
  path: string
  /** The cards and boxes the form needs besides the contact fields, by label. */
  choices: readonly string[]
  postalCode?: string
  send: string
  /** Where the visitor lands once the lead is stored. */
  lands: RegExp
  origin: string
}

const onePageForms: readonly OnePageForm[] = [
  { path: '/contact', choices: [], postalCode: '59100', send: 'Envoyer mon message', lands: /\/contact\/merci$/, origin: 'contact' },
  {
    path: '/amenagement-combles-maison-phenix',
    choices: [],
    postalCode: '80000',
    send: 'Être rappelé gratuitement',
    lands: /\/amenagement-combles-maison-phenix\/merci$/,
    origin: 'combles-maison-phenix',
  },
  {
    path: '/deblocage-epargne-salariale/form',
    choices: ['Aménagement de combles', 'Je ne sais pas'],
    postalCode: '76000',
    send: 'Vérifier mon éligibilité',
    lands: /\/deblocage-epargne-salariale\/merci$/,
    origin: 'deblocage-epargne-salariale',
  },
]

const emailField = (page: Page) => page.getByRole('textbox', { name: 'Email', exact: true })

async function fillForm(page: Page, form: OnePageForm, values: { name: string; email: string; phone: string; postalCode?: string }) {
  await page.getByLabel('Nom complet').fill(values.name)
  await emailField(page).fill(values.email)
  await page.getByLabel('Téléphone').fill(values.phone)
  if (form.postalCode) await page.getByLabel(/^Code postal/).fill(values.postalCode ?? form.postalCode)
  for (const choice of form.choices) await page.getByLabel(choice, { exact: true }).check()
}

/** The message drawn beside a field (its aria-describedby's error), or null when it shows none. */
/** The field's message, and what to do about it when the form says more (« Il manque la fin de l'adresse… »). */
async function errorOf(field: Locator): Promise<string | null> {
  const described = (await field.getAttribute('aria-describedby')) ?? ''
  const ids = described.split(' ').filter((id) => id.endsWith('-error') || id.endsWith('-explain'))
  if (!ids.some((id) => id.endsWith('-error'))) return null
  const texts = await Promise.all(ids.map(async (id) => (await field.page().locator(`[id="${id}"]`).textContent())?.trim()))
  return texts.join(' ')
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })
  test.beforeEach(async ({ page }) => useOwnAddress(page))

  for (const form of onePageForms) {
    test(`${form.path}: the form is sent by the browser, the lead stored and the next page shown`, async ({ page, request }) => {
      const email = uniqueEmail('sans-script')
      await page.goto(form.path)
      await fillForm(page, form, { name: 'Léa Martin', email, phone: '06 12 34 56 78' })
      await page.getByLabel(/J.accepte de recevoir/).check()
      await page.getByRole('button', { name: form.send }).click()
      await expect(page).toHaveURL(form.lands)
      // The tab holds no booking link: the page says the receipt e-mail brings it.
      if (form.origin === 'contact') await expect(page.getByTestId('visit-offer-by-mail')).toBeVisible()

      const [lead, ...others] = await leadsFor(request, email)
      expect(others).toEqual([])
      expect(lead).toMatchObject({ formOrigin: form.origin, name: 'Léa Martin', phone: '06 12 34 56 78', status: 'new' })
      expect(lead?.proof?.marketingConsent).toBe(true)
      expect(lead?.source?.page).toBe(form.path)
    })
  }

  test('/contact: a refused sending is drawn again with every answer, the server’s words and each field’s message', async ({
    page,
    request,
  }) => {
    const email = 'jeanne.dupont@exemple'
    await page.goto('/contact')
    await fillForm(page, onePageForms[0]!, { name: 'Jeanne Dupont', email, phone: '06 12 34 56 78' })
    await page.getByLabel('Votre message').fill('Combles de 40 m² à aménager.')
    await page.getByRole('button', { name: 'Envoyer mon message' }).click()

    await expect(page).toHaveURL(/\/contact$/)
    await expect(page.getByLabel('Nom complet')).toHaveValue('Jeanne Dupont')
    await expect(emailField(page)).toHaveValue(email)
    await expect(page.getByLabel('Votre message')).toHaveValue('Combles de 40 m² à aménager.')
    await expect(emailField(page)).toHaveAttribute('aria-invalid', 'true')
    expect(await errorOf(emailField(page))).toMatch(/e-?mail/i)
    await expect(page.locator('[data-form-failure]').getByRole('link')).toHaveAttribute('href', /^tel:/)
    expect(await leadsFor(request, email)).toEqual([])
  })
})

test.describe('on a phone whose scripts have not arrived', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })
  test.beforeEach(async ({ page }) => useOwnAddress(page))

  test('/contact: fields autofilled and the send tapped before the scripts store one lead and show the thank-you page', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000)
    await phoneProfile(page)
    // The scripts are held for as long as the visitor acts: the form is the server's alone.
    const release = await holdScripts(page)
    const email = uniqueEmail('avant-scripts')
    await page.goto('/contact', { waitUntil: 'commit' })
    const name = page.getByLabel('Nom complet')
    await name.waitFor({ state: 'visible', timeout: 30_000 })
    await fillForm(page, onePageForms[0]!, { name: 'Léa Martin', email, phone: '06 12 34 56 78' })
    expect(await isHydrated(name)).toBe(false)
    await page.getByRole('button', { name: 'Envoyer mon message' }).tap()
    await expect(page).toHaveURL(/\/contact\/merci$/, { timeout: 30_000 })
    release()

    const leads = await leadsFor(request, email)
    expect(leads).toHaveLength(1)
    expect(leads[0]).toMatchObject({ formOrigin: 'contact', name: 'Léa Martin', phone: '06 12 34 56 78' })
  })
  test('/etude-gratuite: a card and « Suivant » tapped before the scripts move the wizard on; the scripts take over at that step', async ({
    page,
  }) => {
    test.setTimeout(120_000)
    await phoneProfile(page)
    const release = await holdScripts(page)
    await page.goto('/etude-gratuite', { waitUntil: 'commit' })
    const card = page.getByLabel('Aménagement de combles')
    await card.waitFor({ state: 'visible', timeout: 30_000 })
    expect(await isHydrated(card)).toBe(false)
    await card.tap()
    await page.getByRole('button', { name: 'Suivant' }).tap()
    await expect(page.getByText('Étape 2 sur 5', { exact: true })).toBeVisible({ timeout: 30_000 })
    release()

    // The scripts now run the wizard from the server's step, with the answer given before them.
    await page.locator('form[data-ready]').waitFor({ timeout: 30_000 })
    await expect(page.getByText('Étape 2 sur 5', { exact: true })).toBeVisible()
    await expect(page.getByLabel('Charpente fermette')).toBeVisible()
    await page.getByRole('button', { name: 'Précédent' }).tap()
    await expect(page.getByLabel('Aménagement de combles')).toBeChecked()
  })
})

/** A refused answer; `explained`: what the form says to do about it, beside the message. */
type RefusalCase = { field: 'Email' | 'Téléphone' | 'Code postal'; value: string; explained?: string }

// One table of refused answers, judged by the browser's checks (scripts) and by the server's (no scripts).
const refusals: readonly RefusalCase[] = [
  { field: 'Email', value: 'jeanne@exemple', explained: 'Il manque la fin de l’adresse' },
  { field: 'Email', value: 'jeanne exemple.fr' },
  { field: 'Téléphone', value: '12 34' },
  { field: 'Téléphone', value: '06 12 34 56 78 90 12', explained: 'Un numéro français a 10 chiffres\u00a0: 4 de trop.' },
  { field: 'Code postal', value: '7500' },
]

const phenix = onePageForms[1]!
const fieldOf = (page: Page, field: RefusalCase['field']) =>
  field === 'Email' ? emailField(page) : field === 'Code postal' ? page.getByLabel(/^Code postal/) : page.getByLabel(field)

async function messageFor(page: Page, refusal: RefusalCase, scripts: boolean): Promise<string | null> {
  await page.goto(phenix.path)
  if (scripts) await page.locator('form[data-ready]').waitFor()
  await fillForm(page, phenix, { name: 'Jeanne Dupont', email: uniqueEmail('table'), phone: '06 12 34 56 78' })
  const field = fieldOf(page, refusal.field)
  await field.fill(refusal.value)
  // Enter sends the form from the field, as a press on the button does; with the scripts, the button marks
  // itself unavailable (aria-disabled) while an answer is refused, and the press is judged by the form alike.
  await field.press('Enter')
  await expect(field).toHaveAttribute('aria-invalid', 'true')
  return errorOf(field)
}

test('the server’s messages for refused answers are the browser’s, case by case', async ({ browser }) => {
  test.setTimeout(90_000)
  const withScripts = await browser.newContext({ locale: 'fr-FR' })
  const withoutScripts = await browser.newContext({ locale: 'fr-FR', javaScriptEnabled: false })
  try {
    const [scripted, plain] = [await withScripts.newPage(), await withoutScripts.newPage()]
    await Promise.all([scripted, plain].map((each) => useOwnAddress(each)))
    for (const refusal of refusals) {
      const browserSays = await messageFor(scripted, refusal, true)
      const serverSays = await messageFor(plain, refusal, false)
      expect(browserSays, `${refusal.field} « ${refusal.value} »`).toBeTruthy()
      expect(serverSays, `${refusal.field} « ${refusal.value} »`).toBe(browserSays)
      if (refusal.explained) expect(serverSays).toContain(refusal.explained)
    }
  } finally {
    await withScripts.close()
    await withoutScripts.close()
  }
})
