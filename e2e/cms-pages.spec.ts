import { readdirSync } from 'node:fs'
import path from 'node:path'
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test'
import { distDirOf } from '../tests/harness/productionServerEnv'
import { E2E_DATABASE } from './database'
import { fillContact, leadsFor, uniqueEmail, useOwnAddress } from './forms-helpers'
import { signIn } from './helpers'
import { adminHeaders, newEditor } from './site-helpers'

/** An editor's work on the pages of the CMS, from a draft to what visitors see. */

type PageDoc = { id: number; slug: string; title: string; layout: { blockType: string; title?: string }[] }

const servicePage = { slug: 'amenagement-combles', path: '/amenagement-combles' }

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

/** Reloads the visitor's page until its h1 reads `expected`; fails past the 2 seconds editors are promised. */
async function expectPublicWithin2s(page: Page, path: string, expected: string) {
  const started = Date.now()
  await expect(async () => {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(expected, { timeout: 200 })
  }).toPass({ timeout: 2_000, intervals: [100, 200, 300] })
  expect(Date.now() - started).toBeLessThan(2_000)
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
  const original = await publishedPage(request, servicePage.slug)
  const originalTitle = original.layout[0]?.title ?? ''
  const draftTitle = `Vos combles, votre nouvelle pièce (${Date.now()})`
  const editor = await newEditor(request, 'pages')
  await signIn(page, editor)
  await expect(page).toHaveURL(/\/admin\/dashboard$/)

  const field = await heroTitleField(page, original.id)
  await expect(field).toHaveValue(originalTitle)
  await typeDraft(page, field, draftTitle)

  await page.getByRole('button', { name: 'Aperçu', exact: true }).click()
  const preview = page.frameLocator('iframe.live-preview-iframe')
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

  expect(await visitorHeading(browser, servicePage.path)).toBe(originalTitle)

  await page.getByRole('button', { name: 'Publier les modifications' }).click()
  await expect(page.getByText(/publié|succès/i).first()).toBeVisible({ timeout: 15_000 })
  const visitor = await browser.newPage()
  await expectPublicWithin2s(visitor, servicePage.path, draftTitle)
  await visitor.close()
})

test('an earlier version of a page can be restored, and visitors see it', async ({ page, browser, request }) => {
  test.setTimeout(120_000)
  const current = await publishedPage(request, servicePage.slug)
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

  const visitor = await browser.newPage()
  await expectPublicWithin2s(visitor, servicePage.path, firstTitle)
  await visitor.close()
})

test('an editor creates a landing page at a new address: it is served, in the sitemap, and its leads name it as their source', async ({
  page,
  request,
}) => {
  const slug = `offre-printemps-${Date.now()}`
  const editor = await newEditor(request, 'landing')
  const login = await request.post('/api/users/login', { data: editor })
  const { token } = (await login.json()) as { token: string }
  const created = await request.post('/api/pages', {
    headers: { Authorization: `JWT ${token}` },
    data: {
      title: 'Offre de printemps',
      slug,
      _status: 'published',
      layout: [
        { blockType: 'hero', title: 'Vos combles aménagés avant l’été', intro: 'Étude gratuite pour toute demande avant le 31 mai.' },
        {
          blockType: 'faq',
          title: 'Vos questions',
          items: [{ question: 'Combien de temps durent les travaux ?', answer: 'De 21 à 28 jours selon la surface.' }],
        },
        { blockType: 'form', form: 'contact', title: 'Demandez votre étude' },
      ],
    },
  })
  expect(created.status()).toBe(201)

  await expect(async () => {
    const sitemap = await request.get('/sitemap.xml')
    expect(await sitemap.text()).toContain(`/${slug}</loc>`)
  }).toPass({ timeout: 5_000 })

  await useOwnAddress(page)
  const response = await page.goto(`/${slug}`)
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vos combles aménagés avant l’été')
  await expect(page.getByRole('button', { name: 'Combien de temps durent les travaux ?' })).toBeVisible()

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
