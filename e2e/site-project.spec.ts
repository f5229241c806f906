import { expect, test } from '@playwright/test'
import { hydrated, listProjects } from './site-helpers'

const bodyOverflow = (page: import('@playwright/test').Page) => page.evaluate(() => document.body.style.overflow)

test('the gallery offers filters for the types present, all by default', async ({ page, request }) => {
  const projects = await listProjects(request)
  await page.goto('/plans-et-inspirations')
  // Links to ?type=…, drawn by the server: a tap before the scripts works too (site-first-tap.spec.ts).
  const filters = page.getByTestId('gallery-filters').getByRole('link')
  const labels: Record<string, string> = { bedroom: 'Chambre', office: 'Bureau', bathroom: 'Salle de bain', living: 'Séjour' }
  const present = ['bedroom', 'office', 'bathroom', 'living'].filter((type) => projects.some((project) => project.type === type))
  await expect(filters).toHaveText(['Tous', ...present.map((type) => labels[type] ?? type)])
  await expect(filters.first()).toHaveAttribute('aria-current', 'page')
  const cards = page.getByTestId('gallery-list').getByRole('listitem')
  await expect(cards).toHaveCount(projects.length)

  const type = present[0] ?? 'bedroom'
  await page.getByTestId('gallery-filters').getByRole('link', { name: labels[type] }).click()
  await expect(cards).toHaveCount(projects.filter((project) => project.type === type).length)
  await expect(page).toHaveURL(new RegExp(`\\?type=${type}$`))
  for (const card of await cards.all()) await expect(card).toHaveAttribute('data-type', type)

  await page.getByTestId('gallery-filters').getByRole('link', { name: 'Tous' }).click()
  await expect(cards).toHaveCount(projects.length)
  await cards.first().getByRole('link').click()
  await expect(page).toHaveURL(new RegExp(`/projet/${projects[0]?.slug}$`))
})

test('the gallery’s filter stays through a project and Back, with the card that was opened in view', async ({ page, request }) => {
  const projects = await listProjects(request)
  const counts = new Map<string, number>()
  for (const project of projects) counts.set(project.type, (counts.get(project.type) ?? 0) + 1)
  // The type with the most projects, so that the card opened is not the first one of the page.
  const [type, count] = [...counts].sort((a, b) => b[1] - a[1])[0] ?? ['bedroom', 0]
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/plans-et-inspirations')
  const link = page.getByTestId('gallery-filters').locator(`a[href="/plans-et-inspirations?type=${type}"]`)
  await link.click()
  const cards = page.getByTestId('gallery-list').getByRole('listitem')
  await expect(cards).toHaveCount(count)
  const opened = page.getByTestId('gallery-list').locator(`li[data-type="${type}"]`).last()
  const slug = (await opened.getByRole('link').first().getAttribute('href')) ?? ''
  await opened.getByRole('link').first().click()
  await expect(page).toHaveURL(new RegExp(`${slug}$`))
  await page.goBack()
  await expect(page).toHaveURL(new RegExp(`/plans-et-inspirations\\?type=${type}$`))
  await expect(cards).toHaveCount(count)
  await expect(link).toHaveAttribute('aria-current', 'page')
  await expect(page.getByTestId('gallery-list').locator(`li[data-type="${type}"]`).last()).toBeInViewport()
})

test('the server draws the filtered gallery: only that type’s cards in the document, the filter’s own address unreachable', async ({
  request,
}) => {
  const projects = await listProjects(request)
  const type = projects[0]?.type ?? 'bedroom'
  const typesIn = (html: string) => [...html.matchAll(/<li data-id="\d+" data-type="(\w+)"/g)].map((match) => match[1])
  const filtered = await request.get(`/plans-et-inspirations?type=${type}&utm_source=essai`)
  expect(filtered.status()).toBe(200)
  const html = await filtered.text()
  expect(typesIn(html)).toEqual(projects.filter((project) => project.type === type).map(() => type))
  expect(html).toContain(`href="/plans-et-inspirations?type=${type}" aria-current="page"`)
  // A value that names no type shows the whole gallery; the filtered page's inner address is no address.
  expect(typesIn(await (await request.get('/plans-et-inspirations?type=cuisine')).text())).toHaveLength(projects.length)
  expect((await request.get(`/plans-et-inspirations/~galerie/tous/${type}`)).status()).toBe(404)
  // A page without a gallery ignores the filter.
  expect((await request.get(`/faq?type=${type}`)).status()).toBe(200)
})

test('a service page’s "Voir nos réalisations" leads to that service’s projects, or to all of them said so', async ({ page, request }) => {
  const projects = (await (await request.get('/api/projects?limit=100&depth=0&sort=id')).json()).docs as { service: string }[]
  const cards = page.getByTestId('gallery-list').getByRole('listitem')
  await page.goto('/plans-et-inspirations?service=maison-phenix')
  await expect(page.getByTestId('gallery-service')).toContainText('Nos réalisations : Combles de maison Phénix.')
  await expect(cards).toHaveCount(projects.filter((project) => project.service === 'maison-phenix').length)
  // A type picked there keeps the service.
  await expect(page.getByTestId('gallery-filters').getByRole('link').nth(1)).toHaveAttribute('href', /\?service=maison-phenix&type=\w+$/)
  await expect(cards.first()).toContainText('Phénix')
  await page.getByTestId('gallery-service').getByRole('link', { name: 'Voir toutes nos réalisations' }).click()
  await expect(cards).toHaveCount(projects.length)
  await expect(page.getByTestId('gallery-service')).toHaveCount(0)

  // No extension is online yet: the gallery says so and shows every project.
  await page.goto('/extension-maison')
  await page.getByRole('link', { name: 'Voir nos réalisations' }).first().click()
  await expect(page).toHaveURL(/\/plans-et-inspirations\?service=extension$/)
  await expect(page.getByTestId('gallery-service')).toContainText(
    'Pas encore de réalisation en ligne pour « Extension de maison » : voici toutes nos réalisations.',
  )
  await expect(cards).toHaveCount(projects.length)
})

test('a project page shows its details, the works budget its description gives (no monthly figure) and sticky call', async ({
  page,
  request,
}) => {
  const [first] = await listProjects(request)
  if (!first) throw new Error('no project')
  await page.goto(`/projet/${first.slug}`)
  await expect(page).toHaveTitle(/^Aménagement de combles à .+ - \d+m²$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(first.title)
  await expect(page.getByTestId('spec-budget')).toHaveText('40 500 €')
  // What this client paid, beside what a project costs today: the price grid of the site settings.
  await expect(page.getByTestId('budget-note')).toContainText(
    /Pour un projet aujourd’hui\s:\sde 1\s200 à 1\s800\s€ par m² créé selon les finitions/,
  )
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /budget 40 500 €/)
  await expect(page.getByRole('main')).not.toContainText('€/mois')
  // Surface and duration are the project's single values, shown in the header and in the specifications.
  await expect(page.getByTestId('spec-surface')).toHaveText('48 m²')
  await expect(page.getByTestId('spec-duration')).toHaveText('21 jours')
  await expect(page.getByRole('main')).toContainText('48 m² gagnés')
  await expect(page.getByTestId('similar-project').getByRole('heading')).toHaveText('Projet similaire ?')
  await expect(page.getByTestId('similar-project').getByRole('link')).toHaveAttribute('href', '/etude-gratuite')
  for (const heading of ['Le projet', 'Les défis', 'Nos solutions', 'Galerie photos', 'L’avis de nos clients', 'Caractéristiques']) {
    await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible()
  }
  const description = await page.locator('meta[name="description"]').getAttribute('content')
  expect(description).toMatch(/^Combles aménagés à Amiens : 48 m², 2 pièces, budget 40 500 €, réalisés en 21 jours\. /)
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/projet/${first.slug}$`))
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /projet-1-apres/)
})

test('the project viewer opens, wraps both ways, counts, locks scrolling and closes', async ({ page, request }) => {
  const [first] = await listProjects(request)
  await page.goto(`/projet/${first?.slug}`)
  await hydrated(page.getByRole('button', { name: /Agrandir la photo 1 sur 4/ }))
  await page.getByRole('button', { name: /Agrandir la photo 1 sur 4/ }).click()
  const viewer = page.getByTestId('photo-viewer')
  await expect(viewer).toBeVisible()
  await expect(page.getByTestId('viewer-counter')).toHaveText('1 / 4')
  expect(await bodyOverflow(page)).toBe('hidden')

  await page.keyboard.press('ArrowLeft')
  await expect(page.getByTestId('viewer-counter')).toHaveText('4 / 4')
  await page.keyboard.press('ArrowRight')
  await expect(page.getByTestId('viewer-counter')).toHaveText('1 / 4')
  await viewer.getByRole('button', { name: 'Photo suivante' }).click()
  await expect(page.getByTestId('viewer-counter')).toHaveText('2 / 4')
  await viewer.getByRole('button', { name: 'Photo précédente' }).click()
  await viewer.getByRole('button', { name: 'Photo précédente' }).click()
  await expect(page.getByTestId('viewer-counter')).toHaveText('4 / 4')
  await viewer.getByRole('button', { name: 'Photo suivante' }).click()
  await expect(page.getByTestId('viewer-counter')).toHaveText('1 / 4')

  await page.keyboard.press('Escape')
  await expect(viewer).toBeHidden()
  expect(await bodyOverflow(page)).toBe('')

  await page.getByRole('button', { name: /Agrandir la photo 3 sur 4/ }).click()
  await expect(page.getByTestId('viewer-counter')).toHaveText('3 / 4')
  await viewer.getByRole('button', { name: 'Fermer la visionneuse' }).click()
  await expect(viewer).toBeHidden()
})

test('the viewer keeps the focus in it and closes on the browser’s Back, staying on the project', async ({ page, request }) => {
  const [first] = await listProjects(request)
  await page.goto('/plans-et-inspirations')
  await page.goto(`/projet/${first?.slug}`)
  const opener = page.getByRole('button', { name: /Agrandir la photo 2 sur 4/ })
  await hydrated(opener)
  await opener.click()
  const viewer = page.getByTestId('photo-viewer')
  await expect(viewer).toBeVisible()
  // Tab and Shift+Tab go round its three buttons, never to the page behind.
  const focusedName = () => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))
  expect(await focusedName()).toBe('Fermer la visionneuse')
  for (const expected of ['Photo précédente', 'Photo suivante', 'Fermer la visionneuse', 'Photo précédente']) {
    await page.keyboard.press('Tab')
    expect(await focusedName()).toBe(expected)
  }
  await page.keyboard.press('Shift+Tab')
  expect(await focusedName()).toBe('Fermer la visionneuse')
  await page.keyboard.press('Shift+Tab')
  expect(await focusedName()).toBe('Photo suivante')

  await page.goBack()
  await expect(viewer).toBeHidden()
  await expect(page).toHaveURL(new RegExp(`/projet/${first?.slug}$`))
  // Focus is back on the photo that opened it; the next Back leaves the project as usual.
  await expect(opener).toBeFocused()
  await page.goBack()
  await expect(page).toHaveURL(/\/plans-et-inspirations$/)

  // Closed by its button, it leaves no step behind: Back then leaves the project.
  await page.goForward()
  await hydrated(opener)
  await opener.click()
  await viewer.getByRole('button', { name: 'Fermer la visionneuse' }).click()
  await expect(viewer).toBeHidden()
  await page.goBack()
  await expect(page).toHaveURL(/\/plans-et-inspirations$/)
})

test('the about page viewer behaves the same', async ({ page }) => {
  await page.goto('/qui-sommes-nous')
  const trigger = page.getByTestId('timeline').getByRole('button', { name: /Agrandir la photo 1 sur/ })
  await expect(trigger).toHaveCount(1)
  await hydrated(trigger)
  await trigger.click()
  const viewer = page.getByTestId('photo-viewer')
  await expect(viewer).toBeVisible()
  // At the end of the body, not inside its section: a section not yet drawn would hold the full-screen viewer.
  await expect(page.locator('body > [data-testid="photo-viewer"]')).toBeVisible()
  const counter = page.getByTestId('viewer-counter')
  await expect(counter).toHaveText(/^1 \/ \d+$/)
  const total = Number((await counter.textContent())?.split('/')[1]?.trim())
  expect(await bodyOverflow(page)).toBe('hidden')
  await page.keyboard.press('ArrowLeft')
  await expect(counter).toHaveText(`${total} / ${total}`)
  await page.keyboard.press('ArrowRight')
  await expect(counter).toHaveText(`1 / ${total}`)
  await viewer.getByRole('button', { name: 'Photo suivante' }).click()
  await expect(counter).toHaveText(`2 / ${total}`)
  await page.keyboard.press('Escape')
  await expect(viewer).toBeHidden()
  expect(await bodyOverflow(page)).toBe('')
})
