import { expect, test, type BrowserContext, type Page } from '@playwright/test'
import { sketchedBlocks } from '../src/blocks/shared/blockPictures'
import type { Navigation } from '../src/payload-types'
import { formatInZone, wallTimeAt } from '../src/rules/zonedWallTime'
import { chooseOption, createPublishedPage, draftPage, expectMoved, publishFromAdmin, typeDraft } from './cms-helpers'
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

/** The page scheduled by the first test, checked by the last one: the wait for its time runs under the tests between. */
let scheduled: { slug: string; due: Date } | null = null

test('a page scheduled in the dialog, in Paris time typed on a 24-hour clock, stays a draft until then', async ({ request }) => {
  const slug = `offre-programmee-${Date.now()}`
  const title = `Offre programmée ${Date.now()}`
  const id = await draftPage(request, editorToken, slug, title)
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

test('the block chooser shows each block with a picture of its own', async ({ request }) => {
  const draftId = await draftPage(request, editorToken, `blocs-${Date.now()}`, `Blocs ${Date.now()}`)
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
