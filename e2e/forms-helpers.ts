import { randomInt } from 'node:crypto'
import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test'
import { adminHeaders } from './site-helpers'

export type StoredLead = {
  id: number
  formOrigin: string
  status: string
  name: string
  email: string
  phone?: string | null
  postalCode?: string | null
  message?: string | null
  formData: Record<string, unknown>
  source?: { page?: string | null } | null
  proof?: { marketingConsent?: boolean | null; formVersion?: string | null } | null
}

export const failureMessage = "Une erreur est survenue lors de l'envoi de votre demande. Veuillez réessayer."

/** A unique e-mail per test, so the lead can be found again. */
export const uniqueEmail = (tag: string) => `e2e-${tag}-${Date.now()}-${randomInt(1e6)}@example.fr`

/**
 * Each test posts from its own made-up address so the endpoint's per-IP rate limit
 * (10 leads per 10 minutes) does not refuse the later tests of the run.
 */
export async function useOwnAddress(page: Page) {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': `10.${randomInt(255)}.${randomInt(255)}.${randomInt(1, 255)}` })
}

/** The leads stored with this e-mail, read through the REST API as the local admin. */
export async function leadsFor(request: APIRequestContext, email: string): Promise<StoredLead[]> {
  const headers = await adminHeaders(request)
  const response = await request.get(`/api/leads?where[email][equals]=${encodeURIComponent(email)}&depth=0&limit=10`, { headers })
  expect(response.status()).toBe(200)
  return ((await response.json()) as { docs: StoredLead[] }).docs
}

/** The endpoint answers 500 until the returned function is called. */
export async function breakEndpoint(page: Page): Promise<() => Promise<void>> {
  const pattern = '**/api/leads/submit'
  await page.route(pattern, (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"boom"}' }))
  return () => page.unroute(pattern)
}

/** Presses Tab until the element has focus: how a keyboard-only visitor reaches it. */
export async function tabTo(page: Page, target: Locator, maxPresses = 80) {
  for (let press = 0; press < maxPresses; press += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return
    await page.keyboard.press('Tab')
  }
  throw new Error('Element never reached with Tab')
}

/** Types into a field and lets it lose focus, as a visitor moving on would. */
export async function typeInto(field: Locator, value: string) {
  await field.fill(value)
  await field.blur()
}

export async function fillContact(page: Page, values: { name: string; email: string; phone: string; postalCode?: string }) {
  await page.getByLabel('Nom complet').fill(values.name)
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(values.email)
  await page.getByLabel('Téléphone').fill(values.phone)
  if (values.postalCode !== undefined) await page.getByLabel(/^Code postal/).fill(values.postalCode)
}

export const next = (page: Page) => page.getByRole('button', { name: 'Suivant' })
export const previous = (page: Page) => page.getByRole('button', { name: 'Précédent' })

/** Waits until the form's script runs: typing into server-rendered inputs before that is not seen. */
export async function formReady(page: Page) {
  await page.locator('[data-ready]').first().waitFor()
}

export async function openForm(page: Page, path: string) {
  await page.goto(path)
  await formReady(page)
}

/**
 * A slow network: every script asked for from now on arrives only once the returned function is called. The
 * stylesheets (in the same folder) come at once, so that the page is drawn and can be tapped, as on a slow link.
 */
export async function holdScripts(page: Page): Promise<() => void> {
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/_next/static/chunks/**/*.js', async (route) => {
    await held
    await route.continue()
  })
  return release
}

/** The form's failure alert (Next.js has its own role="alert" route announcer on every page). */
export const failureAlert = (page: Page) => page.getByRole('alert').filter({ hasText: /Une erreur est survenue/ })

/** The free study's first three steps for an attic project, up to its budget step. */
export async function freeStudyAtticAnswers(page: Page) {
  await page.getByLabel('Aménagement de combles').check()
  await next(page).click()
  await page.getByLabel('Maison individuelle').check()
  await page.getByLabel('Code postal du logement').fill('80000')
  await expect(next(page)).toBeDisabled()
  await page.getByLabel('Charpente fermette').check()
  await page.getByLabel('1.80m - 2.50m').check()
  await next(page).click()
  await page.getByLabel('80-120m²').check()
  await page.getByLabel('35 m²').check()
  await expect(next(page)).toBeDisabled()
  await page.getByLabel('Suite parentale').check()
  await page.getByLabel('Bureau').check()
  await next(page).click()
}

/** The aid questionnaire's steps 2 to 4 for an occupant of a main home over 15 years old, on a modest income unless told. */
export async function aidOccupantAnswers(page: Page, income = '25 000 - 35 000 €/an') {
  await page.getByLabel('Oui').check()
  await next(page).click()
  await page.getByLabel('Plus de 15 ans').check()
  await next(page).click()
  await page.getByLabel(income).check()
  await next(page).click()
}

/** The feasibility wizard's first three steps for a flat-roofed house extension, from its start button. */
export async function feasibilityExtensionAnswers(page: Page) {
  await page.getByRole('button', { name: /Commencer l’analyse/ }).click()
  await page.getByLabel('Extension de maison').check()
  await next(page).click()
  await page.getByLabel('Maison individuelle').check()
  await next(page).click()
  await page.getByLabel('Toit plat').check()
  await page.getByLabel('10-20 m²').check()
  await next(page).click()
}
