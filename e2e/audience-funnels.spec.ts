import { randomInt } from 'node:crypto'
import { expect, test, type Browser, type BrowserContext } from '@playwright/test'
import { e2eDatabaseClient } from './e2eDatabaseClient'
import { fillContact, formReady, next, uniqueEmail } from './forms-helpers'
import { hydrated } from './site-helpers'
import { leadForms } from '../src/forms/registry'
import { wizardDraftKey } from '../src/forms/shared/wizardDraftKey'
import { formOrigins } from '../src/rules/formOrigins'

/** A browser of its own, as a new visitor's: no cookie, no storage, an address of its own (the limits are per address). */
async function visitor(browser: Browser, headers: Record<string, string> = {}): Promise<BrowserContext> {
  return browser.newContext({
    extraHTTPHeaders: { 'x-forwarded-for': `10.${randomInt(255)}.${randomInt(255)}.${randomInt(1, 255)}`, ...headers },
  })
}

/** The counters of one campaign (this test's own, so that other tests' visits never count here), summed. */
async function countsOf(campaign: string): Promise<Record<string, number>> {
  const client = await e2eDatabaseClient()
  try {
    const { rows } = await client.query<{ key: string; count: number }>(
      `select kind || ':' || path || ':' || form || ':' || step::int as key, sum(count)::int as count
       from audience_counts where campaign = $1 group by 1`,
      [campaign],
    )
    return Object.fromEntries(rows.map((row) => [row.key, row.count]))
  } finally {
    await client.end()
  }
}

const campaignAddress = (path: string, campaign: string) => `${path}?utm_source=e2e&utm_medium=test&utm_campaign=${campaign}`

test('three visitors open /contact, two start it, one sends it: 3 views, 3 shown, 2 started, 1 sent', async ({ browser }) => {
  const campaign = `contact-${Date.now()}`
  const contexts = await Promise.all([visitor(browser), visitor(browser), visitor(browser)])
  const pages = await Promise.all(contexts.map((context) => context.newPage()))
  for (const page of pages) {
    await page.goto(campaignAddress('/contact', campaign))
    await formReady(page)
  }
  await pages[0]!.getByLabel('Nom complet').fill('Inès Marchand')
  await pages[1]!.getByLabel('Nom complet').fill('Hugo Lemaire')
  // The first visitor goes on and sends; their other answers are the same start.
  await fillContact(pages[0]!, { name: 'Inès Marchand', email: uniqueEmail('mesure'), phone: '06 31 42 53 64', postalCode: '80000' })
  await pages[0]!.getByRole('button', { name: 'Envoyer mon message' }).click()
  await expect(pages[0]!).toHaveURL(/\/contact\/merci$/, { timeout: 30_000 })

  await expect
    .poll(() => countsOf(campaign), { timeout: 15_000 })
    .toEqual({ 'view:/contact::0': 3, 'shown:/contact:contact:0': 3, 'start:/contact:contact:0': 2, 'sent:/contact:contact:0': 1 })
  await Promise.all(contexts.map((context) => context.close()))
})

test('a wizard’s steps are counted as they are reached, once each per visit', async ({ browser }) => {
  const campaign = `etude-${Date.now()}`
  const contexts = await Promise.all([visitor(browser), visitor(browser)])
  for (const [index, context] of contexts.entries()) {
    const page = await context.newPage()
    await page.goto(campaignAddress('/etude-gratuite', campaign))
    await formReady(page)
    await page.getByLabel('Aménagement de combles').check()
    if (index === 0) {
      await next(page).click()
      await expect(page.getByText('Étape 2 sur 5', { exact: true })).toBeVisible()
      // Back to the first step and on again: each step counts once.
      await page.goBack()
      await expect(page.getByText('Étape 1 sur 5', { exact: true })).toBeVisible()
      await next(page).click()
      await expect(page.getByText('Étape 2 sur 5', { exact: true })).toBeVisible()
    }
  }
  await expect
    .poll(() => countsOf(campaign), { timeout: 15_000 })
    .toEqual({
      'view:/etude-gratuite::0': 2,
      'shown:/etude-gratuite:etude-gratuite:0': 2,
      'start:/etude-gratuite:etude-gratuite:0': 2,
      'step:/etude-gratuite:etude-gratuite:1': 2,
      'step:/etude-gratuite:etude-gratuite:2': 1,
    })
  await Promise.all(contexts.map((context) => context.close()))
})

test('a browser sending Global Privacy Control is not counted, its lead sent or not', async ({ browser }) => {
  const campaign = `gpc-${Date.now()}`
  const context = await visitor(browser, { 'Sec-GPC': '1' })
  const page = await context.newPage()
  await page.goto(campaignAddress('/contact', campaign))
  await formReady(page)
  await fillContact(page, { name: 'Alix Moreau', email: uniqueEmail('gpc'), phone: '06 41 52 63 74', postalCode: '80000' })
  await page.getByRole('button', { name: 'Envoyer mon message' }).click()
  await expect(page).toHaveURL(/\/contact\/merci$/, { timeout: 30_000 })
  // A counted visit on the same page shows the measurement was running meanwhile.
  const counted = await visitor(browser)
  const other = await counted.newPage()
  await other.goto(campaignAddress('/contact', campaign))
  await formReady(other)
  await expect.poll(() => countsOf(campaign), { timeout: 15_000 }).toEqual({ 'view:/contact::0': 1, 'shown:/contact:contact:0': 1 })
  await Promise.all([context.close(), counted.close()])
})

test('the measurement sets no cookie and writes nothing in the browser’s storage, on every public page', async ({ browser, request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text()
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname)
  expect(paths.length).toBeGreaterThan(10)
  const context = await visitor(browser)
  const page = await context.newPage()
  const cookiesSet: string[] = []
  page.on('response', async (response) => {
    const cookie = await response.headerValue('set-cookie')
    if (cookie) cookiesSet.push(`${response.url()}: ${cookie}`)
  })
  const events: string[] = []
  page.on('request', (sent) => {
    if (new URL(sent.url()).pathname === '/api/audience') events.push(sent.url())
  })
  // What the pages keep for their own use: a wizard's unfinished answers and a form's sent ones, in the tab only.
  const formKeys = new Set(formOrigins.flatMap((origin) => [wizardDraftKey(origin), leadForms[origin].savedAnswers ?? []].flat()))
  for (const path of paths) {
    await page.goto(path)
    await expect.poll(() => events.length, { message: path }).toBeGreaterThan(0)
    events.length = 0
    const kept = await page.evaluate(() => [...Object.keys(window.localStorage), ...Object.keys(window.sessionStorage)])
    expect(
      kept.filter((key) => !formKeys.has(key)),
      path,
    ).toEqual([])
  }
  expect(cookiesSet).toEqual([])
  expect(await context.cookies()).toEqual([])
  await context.close()
})

test('the privacy policy says what the measurement counts, that it keeps no cookie nor address, for 25 months, and how to refuse it', async ({
  page,
}) => {
  await page.goto('/politique-de-confidentialite')
  const section = page.getByRole('main')
  await expect(section.getByRole('heading', { name: /^\d+\. Mesure d’audience$/ })).toBeVisible()
  for (const words of [
    'les pages vues et les étapes des formulaires',
    'ne dépose aucun cookie et n’enregistre aucun identifiant',
    'Votre adresse IP n’est pas enregistrée',
    '25 mois au plus',
    'Global Privacy Control ou Do Not Track',
    '« Gérer mes cookies »',
  ])
    await expect(section).toContainText(words)
})

test('« Gérer mes cookies » lets a visitor stop being counted, in this browser, and count again', async ({ browser }) => {
  const campaign = `refus-${Date.now()}`
  const context = await visitor(browser)
  const page = await context.newPage()
  await page.goto('/qui-sommes-nous')
  const manage = page.getByTestId('site-footer').getByRole('button', { name: 'Gérer mes cookies' })
  await hydrated(manage)
  await manage.click()
  const choice = page.getByRole('dialog', { name: 'Mesure d’audience' })
  await choice.getByRole('checkbox', { name: 'Ne pas me compter dans la mesure d’audience' }).check()
  await choice.getByRole('button', { name: 'Fermer' }).click()
  await page.goto(campaignAddress('/contact', campaign))
  await formReady(page)
  await page.getByLabel('Nom complet').fill('Nina Petit')
  // Counted again from the same dialog: the next page counts.
  await hydrated(manage)
  await manage.click()
  await choice.getByRole('checkbox', { name: 'Ne pas me compter dans la mesure d’audience' }).uncheck()
  await choice.getByRole('button', { name: 'Fermer' }).click()
  await page.goto(campaignAddress('/qui-sommes-nous', campaign))
  await expect.poll(() => countsOf(campaign), { timeout: 15_000 }).toEqual({ 'view:/qui-sommes-nous::0': 1 })
  await context.close()
})
