import { expect, test, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test'
import { sketchedBlocks } from '../src/blocks/shared/blockPictures'
import type { Navigation } from '../src/payload-types'
import { formatInZone, wallTimeAt } from '../src/rules/zonedWallTime'
import { chooseOption, createPublishedPage, expectMoved, publishFromAdmin, typeDraft } from './cms-helpers'
import { signIn } from './helpers'
import { newEditor } from './site-helpers'

/**
 * An editor's day in the admin, signed in once: scheduling a page, and the editor's other tools. The
 * browser runs on UTC while the editor schedules in Paris time, so a time read in the wrong zone is an hour off.
 */

test.describe.configure({ mode: 'serial' })
test.use({ timezoneId: 'UTC' })

let context: BrowserContext
let page: Page
let editorToken: string

test.beforeAll(async ({ browser, request }) => {
  const editor = await newEditor(request, 'workday')
  const login = await request.post('/api/users/login', { data: editor })
  editorToken = ((await login.json()) as { token: string }).token
  context = await browser.newContext({ timezoneId: 'UTC', locale: 'fr-FR' })
  page = await context.newPage()
  await signIn(page, editor)
  await expect(page).toHaveURL(/\/admin\/dashboard$/)
})

test.afterAll(async () => {
  await context.close()
})

/** A page created as a draft, never published, by the editor through the API. */
async function draftPage(request: APIRequestContext, slug: string, title: string) {
  const created = await request.post('/api/pages?draft=true', {
    headers: { Authorization: `JWT ${editorToken}` },
    data: {
      title,
      slug,
      _status: 'draft',
      layout: [{ blockType: 'hero', title, intro: 'Une offre pour les premiers inscrits.' }],
    },
  })
  expect(created.status()).toBe(201)
  return ((await created.json()) as { doc: { id: number } }).doc.id
}

/** The page scheduled by the first test, checked by the last one: the wait for its time runs under the tests between. */
let scheduled: { slug: string; due: Date } | null = null

test('a page scheduled in the dialog, in Paris time typed on a 24-hour clock, stays a draft until then', async ({ request }) => {
  const slug = `offre-programmee-${Date.now()}`
  const title = `Offre programmée ${Date.now()}`
  const id = await draftPage(request, slug, title)
  expect((await request.get(`/${slug}`)).status()).toBe(404)

  await page.goto(`/admin/collections/pages/${id}`)
  await page.getByRole('button', { name: 'Programmer', exact: true }).click()
  const dialog = page.locator('.drawer__content').filter({ hasText: 'Fuseau horaire' })
  await expect(dialog.getByRole('heading', { level: 2 })).toHaveText(`Programmer « ${title} »`)
  await expect(dialog).not.toContainText('{{')
  // Never published: the dialog offers to publish it, in Paris time.
  await expect(dialog.getByRole('radio', { name: 'Publier', exact: true })).toBeChecked()
  await expect(dialog.locator('.timezone-picker')).toContainText('Paris (heure de France)')

  // The next whole minute at least 30 s ahead (the dialog's times are to the minute).
  const now = Date.now()
  const due = new Date(Math.ceil((now + 30_000) / 60_000) * 60_000)
  const wall = wallTimeAt(due, 'Europe/Paris')
  const typed = formatInZone(due, 'Europe/Paris')
  expect(typed).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/)
  const field = dialog.getByRole('textbox', { name: /^Heure/ })
  await field.fill(typed)
  await field.press('Tab')
  await expect(field).toHaveValue(typed)
  await dialog.getByRole('button', { name: 'Programmer', exact: true }).click()
  await expect(page.getByText(`Publier le ${typed} : c’est programmé.`)).toBeVisible({ timeout: 15_000 })
  const row = dialog.locator('tbody tr')
  await expect(row).toHaveCount(1)
  await expect(row).toContainText('Publier')
  await expect(row).toContainText(`${String(wall.hour).padStart(2, '0')}:${String(wall.minute).padStart(2, '0')}`)
  await expect(row).not.toContainText(/AM|PM/)
  expect((await request.get(`/${slug}`)).status()).toBe(404)
  scheduled = { slug, due }
})

test('a new testimonial for a service, saved in the admin, shows first on that service’s page', async ({ request }) => {
  test.setTimeout(120_000)
  // A letters-only mark (digits would be grouped by the site's typography): this run's testimonial.
  const mark = String(Date.now()).replace(/\d/g, (digit) => 'abcdefghij'[Number(digit)]!)
  const text = `Notre extension bois a été livrée en cinq semaines, au jour près, chantier ${mark}.`
  await page.goto('/admin/collections/testimonials/create')
  await chooseOption(page, '#field-kind', 'Bloc réutilisable')
  await page.getByLabel('Texte').fill(text)
  await page.getByLabel('Auteur').fill('Claire M.')
  await chooseOption(page, '#field-services', /^Extension/)
  await page.getByRole('button', { name: 'Sauvegarder' }).click()
  await expect(page.getByText(/création enregistrée/).first()).toBeVisible({ timeout: 15_000 })

  const started = Date.now()
  await expect.poll(async () => (await request.get('/extension-maison')).text(), { timeout: 10_000, intervals: [250] }).toContain(text)
  console.log(`new testimonial on /extension-maison after ${Date.now() - started} ms`)
})

test('a page renamed in the admin, autosaved then published, answers at its old address with a 308, and the footer’s link follows it', async ({
  request,
}) => {
  test.setTimeout(120_000)
  const headers = { Authorization: `JWT ${editorToken}` }
  const stamp = Date.now()
  const [first, renamed] = [`garanties-${stamp}`, `garanties-${stamp}-decennale`]
  const id = await createPublishedPage(request, headers, { title: 'Nos garanties', slug: first })
  const menu = (await (await request.get('/api/globals/navigation?depth=0', { headers })).json()) as Pick<Navigation, 'legalLinks'>
  const footerLinks = (path: string) =>
    request.get(path).then(async (response) => (await response.text()).match(/href="\/garanties-[^"]*"/g))
  try {
    // The editor adds the page to the footer's legal links by picking it, not by typing its address.
    const linked = await request.post('/api/globals/navigation', {
      headers,
      data: { legalLinks: [...(menu.legalLinks ?? []), { name: 'Nos garanties', page: id }] },
    })
    expect(linked.ok()).toBe(true)
    await expect.poll(() => footerLinks('/cgu'), { timeout: 10_000 }).toEqual([`href="/${first}"`])

    await page.goto(`/admin/collections/pages/${id}`)
    const address = page.locator('#field-slug')
    await expect(address).toBeVisible({ timeout: 30_000 })
    await typeDraft(page, address, renamed)
    await publishFromAdmin(page)

    await expectMoved(request, `/${first}`, `/${renamed}`)
    await expect.poll(() => footerLinks('/cgu'), { timeout: 5_000 }).toEqual([`href="/${renamed}"`])
    expect((await request.get(`/${renamed}`)).status()).toBe(200)
  } finally {
    await request.post('/api/globals/navigation', { headers, data: { legalLinks: menu.legalLinks ?? [] } })
    const redirects = await request.get(`/api/redirects?where[from][equals]=${encodeURIComponent(`/${first}`)}&depth=0`, { headers })
    for (const redirect of ((await redirects.json()) as { docs: { id: number }[] }).docs)
      await request.delete(`/api/redirects/${redirect.id}`, { headers })
    await request.delete(`/api/pages/${id}`, { headers })
  }
})

/**
 * What an editor's screens must not show: Payload's French that hedges every gender or calls an upload a
 * download, its untranslated labels and names, raw values (null, true, false, []) and sizes in English.
 */
const wrongWords: RegExp[] = [
  /\(e\)/,
  /\(s\)/,
  /ou nouvelle/,
  /ce ou cette/,
  /Par Page/,
  /Soumission/,
  /Non publié avec succès/,
  /Fichiers? à télécharger/,
  /Téléchargement/,
  /Republier/,
  /\bBlock Name\b/,
  // A list's row named by its number alone, not by its words.
  /Élément \d\d/,
  /\bLayout\b/,
  /\bPrefix\b/,
  /\bResponsive\b/,
  /\bTime\b/,
  /\bUntitled\b/,
  /\b(Add|Edit|Remove|Insert|Drag|Copy|Download)\b/,
  /\bhammer\b|\btrending-up\b/,
  /\bnull\b|\btrue\b|\bfalse\b|\[\]/,
  /\d\s?(bytes|KB|MB|GB)\b/,
  /\{\{/,
]

/** The wrong words a screen shows, in its visible text or in the names screen readers and tooltips give. */
async function wrongWordsOn(screen: string): Promise<string[]> {
  // Hidden texts (a closed drawer) are not read; what the editor sees is innerText, and what a screen reader says.
  const text = await page.locator('body').innerText()
  const names = await page.evaluate(() =>
    [...document.querySelectorAll('[aria-label], [title]')].map(
      (node) => `${node.getAttribute('aria-label') ?? ''} ${node.getAttribute('title') ?? ''}`,
    ),
  )
  const said = [text, ...names].join('\n')
  // Each wrong word with the words around it, to find it on the screen.
  return wrongWords
    .map((word) => word.exec(said))
    .filter((match) => match !== null)
    .map((match) => `${screen}: « ${said.slice(Math.max(0, match.index - 40), match.index + 40).replace(/\s+/g, ' ')} »`)
}

test('the editor’s screens speak plain French: pages, projects, media, versions and their comparison, dialogs and preview', async ({
  request,
}) => {
  test.setTimeout(240_000)
  const found: string[] = []
  const home = await request.get('/api/pages?where[slug][equals]=accueil&depth=0&limit=1')
  const [{ id: homeId }] = ((await home.json()) as { docs: { id: number }[] }).docs as [{ id: number }]
  const draftId = await draftPage(request, `mots-${Date.now()}`, `Mots ${Date.now()}`)
  // The second project: the first and the last are edited by the projects' specs, which a lock left here would stop.
  const projects = await request.get('/api/projects?depth=0&limit=2&sort=id')
  const [, { id: projectId }] = ((await projects.json()) as { docs: { id: number }[] }).docs as [unknown, { id: number }]
  const media = await request.get('/api/media?depth=0&limit=1')
  const [{ id: mediaId }] = ((await media.json()) as { docs: { id: number }[] }).docs as [{ id: number }]
  const versions = await request.get(`/api/pages/versions?where[parent][equals]=${homeId}&sort=-createdAt&depth=0&limit=1`, {
    headers: { Authorization: `JWT ${editorToken}` },
  })
  const [{ id: versionId }] = ((await versions.json()) as { docs: { id: string }[] }).docs as [{ id: string }]

  const screens: [string, string, string | RegExp][] = [
    ['liste des pages', '/admin/collections/pages', 'Pages'],
    ['nouvelle page', '/admin/collections/pages/create', 'Contenu'],
    ['page', `/admin/collections/pages/${homeId}`, 'Contenu'],
    ['versions', `/admin/collections/pages/${homeId}/versions`, 'Versions'],
    ['comparaison de versions', `/admin/collections/pages/${homeId}/versions/${versionId}`, /Comparer/],
    ['liste des projets', '/admin/collections/projects', 'Projets'],
    ['projet', `/admin/collections/projects/${projectId}`, /Récit du chantier|Titre/],
    ['médias', '/admin/collections/media', 'Médias'],
    ['média', `/admin/collections/media/${mediaId}`, 'Texte alternatif'],
    ['nouveau média', '/admin/collections/media/create', 'Texte alternatif'],
    ['frise', '/admin/collections/timeline-entries', /Frise|Histoire/],
    ['menu', '/admin/globals/navigation', 'Rubriques'],
  ]
  for (const [screen, path, landmark] of screens) {
    await page.goto(path)
    await expect(page.getByText(landmark).first()).toBeVisible()
    // The rich text's handles, the lists' sizes and the toasts come a moment after the first paint.
    await page.waitForTimeout(1_000)
    found.push(...(await wrongWordsOn(screen)))
  }

  // The home page's blocks, each named by its kind and its own words: none « Sans titre ».
  await page.goto(`/admin/collections/pages/${homeId}`)
  const blockNames = page.locator('.blocks-field__block-header .row-label')
  await expect(blockNames.first()).toHaveText(/^01 · \S/)
  const names = await blockNames.allTextContents()
  expect(names.filter((name) => /Sans titre/.test(name))).toEqual([])
  expect(names.filter((name) => name.split(' · ').length === 3).length).toBeGreaterThan(names.length / 2)

  // The media list as a table, with its sizes.
  await page.goto('/admin/collections/media?columns=%5B%22filename%22%2C%22filesize%22%5D')
  await expect(page.locator('.cell-filesize').first()).toHaveText(/\d\u00a0(octets|ko|Mo)$/)
  found.push(...(await wrongWordsOn('tailles des médias')))

  await page.goto(`/admin/collections/pages/${draftId}`)
  await page.getByRole('button', { name: 'Programmer', exact: true }).click()
  await expect(page.locator('.drawer__content').filter({ hasText: 'Fuseau horaire' })).toBeVisible()
  found.push(...(await wrongWordsOn('programmer')))
  await page.keyboard.press('Escape')

  await page.goto(`/admin/collections/pages/${homeId}`)
  await page.getByRole('button', { name: 'Aperçu', exact: true }).click()
  await expect(page.locator('iframe#live-preview-iframe')).toBeVisible({ timeout: 30_000 })
  await page.locator('.live-preview-toolbar-controls .popup-button').first().click()
  await expect(page.getByRole('button', { name: 'Téléphone', exact: true })).toBeVisible()
  found.push(...(await wrongWordsOn('aperçu en direct')))

  expect(found).toEqual([])
})

test('the block chooser shows each block with a picture of its own', async ({ request }) => {
  const draftId = await draftPage(request, `blocs-${Date.now()}`, `Blocs ${Date.now()}`)
  await page.goto(`/admin/collections/pages/${draftId}`)
  await page.getByRole('button', { name: 'Ajouter Bloc' }).click()
  const chooser = page.locator('.drawer__content').filter({ has: page.getByPlaceholder('Rechercher un bloc') })
  const pictures = chooser.getByRole('img', { name: /^Aperçu du bloc / })
  await expect(pictures).toHaveCount(sketchedBlocks.length)
  const sources = await pictures.evaluateAll((images) => images.map((image) => (image as HTMLImageElement).currentSrc))
  expect(new Set(sources).size).toBe(sketchedBlocks.length)
  // Each one drawn by the browser (the admin's policy lets data addresses through).
  expect(await pictures.evaluateAll((images) => images.filter((image) => !(image as HTMLImageElement).naturalWidth).length)).toBe(0)
  await page.keyboard.press('Escape')
})

test('the scheduled page goes live at its time, within seconds (the job queue is read every 5 s)', async ({ request }) => {
  test.setTimeout(180_000)
  if (!scheduled) throw new Error('the page was not scheduled')
  const { slug, due } = scheduled
  // On a slow machine the tests between may outlast the wait: the page is then watched from this test's start.
  const watchedFrom = Math.max(due.getTime(), Date.now())
  let servedAt = 0
  await expect
    .poll(
      async () => {
        const status = (await request.get(`/${slug}`)).status()
        if (status === 200 && !servedAt) servedAt = Date.now()
        return status
      },
      { timeout: watchedFrom - Date.now() + 30_000, intervals: [500] },
    )
    .toBe(200)
  // When it was published, by the job: the page's own record, whenever this test began to watch.
  const found = await request.get(`/api/pages?where[slug][equals]=${slug}&depth=0&limit=1`)
  const [record] = ((await found.json()) as { docs: { _status: string; updatedAt: string }[] }).docs
  expect(record?._status).toBe('published')
  const publishedAt = new Date(record!.updatedAt).getTime()
  console.log(
    `scheduled for ${due.toISOString()}, published ${((publishedAt - due.getTime()) / 1000).toFixed(1)} s after, served ${((servedAt - watchedFrom) / 1000).toFixed(1)} s after watching began`,
  )
  expect(publishedAt).toBeGreaterThanOrEqual(due.getTime())
  expect(publishedAt - due.getTime()).toBeLessThan(20_000)
  expect(servedAt - watchedFrom).toBeLessThan(20_000)
})
