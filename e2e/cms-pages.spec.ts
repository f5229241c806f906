import { readdirSync } from 'node:fs'
import path from 'node:path'
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test'
import { formatInZone } from '../src/rules/zonedWallTime'
import { distDirOf } from '../tests/harness/productionServerEnv'
import { expectPreviewPresets, publishFromAdmin, typeDraft } from './cms-helpers'
import { E2E_DATABASE } from './database'
import { signIn } from './helpers'
import { adminHeaders, newEditor } from './site-helpers'

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
  await expectPreviewPresets(page, preview)

  expect(await visitorHeading(browser, homePage.path)).toBe(originalTitle)

  await publishFromAdmin(page)
  await expectPublicWithin2s(browser, homePage.path, draftTitle)
})

test('restoring an earlier version makes a draft, with a warning: visitors see the live page until it is published', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000)
  const current = await publishedPage(request, homePage.slug)
  const liveTitle = current.layout[0]?.title ?? ''
  const versions = await request.get(
    `/api/pages/versions?where[parent][equals]=${current.id}&where[version._status][equals]=published&sort=createdAt&limit=1&depth=0`,
    { headers: await adminHeaders(request) },
  )
  expect(versions.status()).toBe(200)
  const [first] = ((await versions.json()) as { docs: { id: string; updatedAt: string; version: PageDoc }[] }).docs
  if (!first) throw new Error('no published version')
  const firstTitle = first.version.layout[0]?.title ?? ''
  expect(firstTitle).not.toBe(liveTitle)

  const editor = await newEditor(request, 'versions')
  await signIn(page, editor)
  await expect(page).toHaveURL(/\/admin\/dashboard$/)
  await page.goto(`/admin/collections/pages/${current.id}/versions/${first.id}`)
  await page.getByRole('button', { name: 'Restaurer comme brouillon' }).first().click()
  // The dialog warns before anything happens, and dates the version in Paris time, as the list does.
  const parisTime = formatInZone(new Date(first.updatedAt), 'Europe/Paris')
  const dialog = page.getByRole('dialog').or(page.locator('.confirmation-modal')).first()
  await expect(dialog).toContainText('Le site ne change pas')
  await expect(dialog).toContainText(parisTime)
  await page.getByRole('button', { name: 'Confirmer' }).click()
  await expect(page.getByText('Version restaurée comme brouillon')).toBeVisible({ timeout: 15_000 })
  // The edit view read afresh shows a draft newer than the live version.
  await page.goto(`/admin/collections/pages/${current.id}`)
  await expect(page.getByText(/^Statut\s*:\s*Modifié/)).toBeVisible({ timeout: 15_000 })

  // Restored as a draft: the live page has not changed, even after the revalidation a save would trigger.
  expect((await publishedPage(request, homePage.slug)).layout[0]?.title).toBe(liveTitle)
  expect(await visitorHeading(browser, homePage.path)).toBe(liveTitle)

  await publishFromAdmin(page)
  await expectPublicWithin2s(browser, homePage.path, firstTitle)
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
