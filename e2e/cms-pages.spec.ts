import { readdirSync } from 'node:fs'
import path from 'node:path'
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test'
import { distDirOf } from '../tests/harness/productionServerEnv'
import { E2E_DATABASE } from './database'
import { fillContact, leadsFor, uniqueEmail, useOwnAddress } from './forms-helpers'
import { signIn } from './helpers'
import { adminHeaders, createLandingPage, landingPage, newEditor } from './site-helpers'

/** An editor's work on the pages of the CMS, from a draft to what visitors see. */

type PageDoc = { id: number; slug: string; title: string; layout: { blockType: string; title?: string }[] }

const homePage = { slug: 'accueil', path: '/' }

async function publishedPage(request: APIRequestContext, slug: string): Promise<PageDoc> {
  const response = await request.get(`/api/pages?where[slug][equals]=${slug}&depth=0&limit=1`)
  expect(response.status()).toBe(200)
  const [doc] = ((await response.json()) as { docs: PageDoc[] }).docs
  if (!doc) throw new Error(`no published page ${slug}`)
  return doc
}

/** The page's h1 as an anonymous visitor sees it, in a browser of their own (no draft-mode cookie). */
async function visitorHeading(browser: Browser, path: string) {
  const context = await browser.newContext()
  const visitor = await context.newPage()
  await visitor.goto(path)
  const heading = await visitor.getByRole('heading', { level: 1 }).textContent()
  await context.close()
  return heading
}

/**
 * Asks for the page as a new visitor (no cookie) until its HTML carries `expected` as its h1; fails past
 * the 2 seconds editors are promised. The HTML alone is timed (a browser's load of the pictures is not the
 * publication's delay), then a browser shows the same h1.
 */
async function expectPublicWithin2s(browser: Browser, path: string, expected: string) {
  const context = await browser.newContext()
  const started = Date.now()
  await expect
    .poll(async () => (await context.request.get(path)).text(), { timeout: 2_000, intervals: [50] })
    .toMatch(new RegExp(`<h1[^>]*>${expected.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}</h1>`))
  expect(Date.now() - started).toBeLessThan(2_000)
  await context.close()
  expect(await visitorHeading(browser, path)).toBe(expected)
}

async function heroTitleField(page: Page, id: number) {
  await page.goto(`/admin/collections/pages/${id}`)
  const field = page.locator('#field-layout__0__title')
  await expect(field).toBeVisible({ timeout: 30_000 })
  return field
}

/** Types into the field and waits for the autosave that stores it as a draft. */
async function typeDraft(page: Page, field: ReturnType<Page['locator']>, text: string) {
  const autosaved = page.waitForResponse(
    (response) => /\/api\/pages\/\d+\?.*draft=true/.test(response.url()) && response.request().method() === 'PATCH' && response.ok(),
    { timeout: 30_000 },
  )
  await field.fill(text)
  await autosaved
}

test.describe.configure({ mode: 'serial' })

test('a draft shows in the live preview at phone and desktop widths, not to visitors, until it is published', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000)
  const original = await publishedPage(request, homePage.slug)
  const originalTitle = original.layout[0]?.title ?? ''
  const draftTitle = `Vos combles, votre nouvelle pièce (${Date.now()})`
  const editor = await newEditor(request, 'pages')
  await signIn(page, editor)
  await expect(page).toHaveURL(/\/admin\/dashboard$/)

  const field = await heroTitleField(page, original.id)
  await typeDraft(page, field, draftTitle)

  await page.getByRole('button', { name: 'Aperçu', exact: true }).click()
  const preview = page.frameLocator('iframe#live-preview-iframe')
  await expect(preview.getByRole('heading', { level: 1 })).toHaveText(draftTitle, { timeout: 30_000 })
  await expect(preview.getByRole('status')).toContainText('Aperçu du brouillon')
  for (const [label, width] of [
    ['Téléphone', 390],
    ['Ordinateur', 1440],
  ] as const) {
    await page.locator('.live-preview-toolbar-controls .popup-button').first().click()
    await page.getByRole('button', { name: label, exact: true }).click()
    await expect.poll(() => preview.locator('body').evaluate(() => window.innerWidth)).toBe(width)
  }

  expect(await visitorHeading(browser, homePage.path)).toBe(originalTitle)

  // An autosave still running takes the button back for a moment, and a click then publishes nothing:
  // click again until the document's status says it is published.
  const publish = page.getByRole('button', { name: 'Publier les modifications' })
  await expect(async () => {
    if (await publish.isEnabled()) await publish.click()
    await expect(page.getByText(/^Statut\s*:\s*Publié/)).toBeVisible({ timeout: 5_000 })
  }).toPass({ timeout: 45_000 })
  await expectPublicWithin2s(browser, homePage.path, draftTitle)
})

test('an earlier version of a page can be restored, and visitors see it', async ({ page, browser, request }) => {
  test.setTimeout(120_000)
  const current = await publishedPage(request, homePage.slug)
  const versions = await request.get(
    `/api/pages/versions?where[parent][equals]=${current.id}&where[version._status][equals]=published&sort=createdAt&limit=1&depth=0`,
    { headers: await adminHeaders(request) },
  )
  expect(versions.status()).toBe(200)
  const [first] = ((await versions.json()) as { docs: { id: string; version: PageDoc }[] }).docs
  if (!first) throw new Error('no published version')
  const firstTitle = first.version.layout[0]?.title ?? ''
  expect(firstTitle).not.toBe(current.layout[0]?.title)

  const editor = await newEditor(request, 'versions')
  await signIn(page, editor)
  await expect(page).toHaveURL(/\/admin\/dashboard$/)
  await page.goto(`/admin/collections/pages/${current.id}/versions/${first.id}`)
  await page.getByRole('button', { name: 'Restaurer cette version' }).click()
  await page.getByRole('button', { name: 'Confirmer' }).click()
  await expect(page.getByText('Restauré(e) avec succès.')).toBeVisible({ timeout: 15_000 })

  await expectPublicWithin2s(browser, homePage.path, firstTitle)
})

test('an editor creates a landing page at a new address: it is served, in the sitemap, and its leads name it as their source', async ({
  page,
  request,
}) => {
  const slug = `offre-printemps-${Date.now()}`
  await createLandingPage(request, slug)

  await expect(async () => {
    const sitemap = await request.get('/sitemap.xml')
    expect(await sitemap.text()).toContain(`/${slug}</loc>`)
  }).toPass({ timeout: 5_000 })

  await useOwnAddress(page)
  const response = await page.goto(`/${slug}`)
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(landingPage.title)
  await expect(page.getByRole('button', { name: landingPage.question })).toBeVisible()

  const email = uniqueEmail('landing')
  await fillContact(page, { name: 'Hugo Lefèvre', email, phone: '06 11 22 33 44' })
  await page.getByLabel(/Votre message/).fill('Nous avons vu votre offre de printemps.')
  await page.getByRole('button', { name: 'Envoyer mon message' }).click()
  await expect(page).toHaveURL(/\/contact\/merci$/, { timeout: 30_000 })
  const [lead] = await leadsFor(request, email)
  expect(lead?.formOrigin).toBe('contact')
  expect(lead?.source?.page).toBe(`/${slug}`)
})

test('addresses that are no page answer the 404 page and leave nothing behind in the build folder', async ({ request }) => {
  const token = () => Math.random().toString(36).slice(2, 10)
  const distDir = distDirOf(E2E_DATABASE)
  const filesBelow = () => {
    try {
      return readdirSync(distDir, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => path.join(entry.parentPath, entry.name))
    } catch {
      return []
    }
  }
  // The first unknown address of the server's life caches the list of published pages: that entry is allowed.
  expect((await request.get(`/campagne-${token()}`)).status()).toBe(404)
  const before = new Set(filesBelow())
  const tokens = Array.from({ length: 30 }, token)
  for (const [index, value] of tokens.entries()) {
    const response = await request.get(index % 2 ? `/campagne-${value}` : `/landing-${value}/etape`)
    expect(response.status()).toBe(404)
  }
  const added = filesBelow().filter((file) => !before.has(file))
  expect(added.filter((file) => tokens.some((value) => file.includes(value)))).toEqual([])
})
