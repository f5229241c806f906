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

/** A text of one paragraph, as Lexical saves it. */
const oneParagraph = (text: string) => ({
  root: {
    type: 'root',
    version: 1,
    direction: 'ltr',
    format: '',
    indent: 0,
    children: [
      {
        type: 'paragraph',
        version: 1,
        direction: 'ltr',
        format: '',
        indent: 0,
        textFormat: 0,
        children: [{ type: 'text', version: 1, text, format: 0, style: '', mode: 'normal', detail: 0 }],
      },
    ],
  },
})

/** A page published through the API with `layout`, opened in its admin screen by a new editor; its id and the API's headers. */
async function editNewPage(page: Page, request: APIRequestContext, title: string, layout: unknown[]) {
  const headers = await adminHeaders(request)
  const slug = `${title.toLowerCase().replace(/[^a-z]+/g, '-')}-${Date.now()}`
  const created = await request.post('/api/pages', { headers, data: { title, slug, _status: 'published', layout } })
  expect(created.status()).toBe(201)
  const { id } = ((await created.json()) as { doc: { id: number } }).doc
  await signIn(page, await newEditor(request, slug.slice(0, 12)))
  await expect(page).toHaveURL(/\/admin\/dashboard$/)
  await page.goto(`/admin/collections/pages/${id}`)
  return { id, headers }
}

test('a link begun in the text and its dialog closed without an address: autosave goes on; publishing asks for the address', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000)
  const { id, headers } = await editNewPage(page, request, 'Lien en cours', [
    { blockType: 'richText', content: oneParagraph('Voir nos réalisations') },
  ])
  const text = page.locator('[data-lexical-editor="true"]').first()
  await expect(text).toContainText('Voir nos réalisations', { timeout: 30_000 })

  // The words selected, the link button pressed, its dialog closed without an address.
  await text.getByText('réalisations').dblclick()
  await page.locator('.toolbar-popup__button-link').first().click()
  const drawer = page.locator('.lexical-link-edit-drawer')
  await expect(drawer).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(drawer).toBeHidden()

  // The next change is autosaved, and the header never stays on « Sauvegarde en cours ».
  const title = page.locator('#field-title')
  await typeDraft(page, title, 'Lien en cours, titre changé')
  await expect(page.getByText(/Sauvegarde en cours/)).toHaveCount(0, { timeout: 5_000 })
  // The autosave that stores the title may be the one after the link's (both answer 200): the draft holds it within seconds.
  await expect
    .poll(async () => ((await (await request.get(`/api/pages/${id}?draft=true&depth=0`, { headers })).json()) as { title: string }).title, {
      timeout: 15_000,
    })
    .toBe('Lien en cours, titre changé')

  // Publishing refuses the link without an address, in French; the live page keeps its text.
  await page.getByRole('button', { name: 'Publier les modifications' }).click()
  await expect(page.getByText(/Un lien du texte est refusé/).first()).toBeVisible({ timeout: 15_000 })
  const live = await request.get(`/api/pages/${id}?depth=0`)
  expect(((await live.json()) as { title: string }).title).toBe('Lien en cours')
})

test('an autosave the server refuses is said in the header, never as a recent save; fixed, the next autosave goes through', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000)
  await editNewPage(page, request, 'Titre obligatoire', [{ blockType: 'hero', title: 'Bonjour' }])
  const title = page.locator('#field-title')
  await expect(title).toBeVisible({ timeout: 30_000 })

  // The required title emptied: the autosave is refused (400), and the header says the changes are not kept.
  const refused = page.waitForResponse(
    (response) =>
      /\/api\/pages\/\d+\?.*draft=true/.test(response.url()) && response.request().method() === 'PATCH' && response.status() === 400,
  )
  await title.fill('')
  await refused
  await expect(page.getByTestId('refused-autosave')).toHaveText('Modifications non enregistrées\u00a0: corrigez les champs signalés.')
  await expect(page.getByText(/Dernière sauvegarde/)).toHaveCount(0)

  await typeDraft(page, title, 'Titre rétabli')
  await expect(page.getByTestId('refused-autosave')).toHaveCount(0)
  await expect(page.getByText(/Dernière sauvegarde/)).toBeVisible()
})
