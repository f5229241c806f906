import { get, type IncomingHttpHeaders } from 'node:http'
import { gunzipSync } from 'node:zlib'
import { expect, test } from '@playwright/test'
import { formRoutes } from '../src/forms/formRoutes'
import { listProjects, yearsOfExperience } from './site-helpers'

// The routes this work renders, with their main heading.
const pages: [string, string | RegExp][] = [
  ['/', 'Gagnez des mètres carrés sans déménager'],
  ['/amenagement-combles', 'Aménagement de combles : une pièce de plus sous votre toit'],
  ['/extension-maison', 'Agrandissez votre maison, sans déménager'],
  ['/installation-fenetre-de-toit-velux', 'Installation de fenêtres de toit'],
  ['/installation-veranda-et-pergola', 'Vérandas et pergolas sur mesure'],
  ['/amenagement-combles-maison-phenix', 'Aménagez les combles de votre maison Phénix'],
  ['/amenagement-combles-maison-phenix/merci', 'Merci, votre demande est bien enregistrée'],
  ['/plans-et-inspirations', 'Plans et inspirations'],
  ['/solutions-techniques', 'Solutions techniques pour vos combles'],
  ['/reglementation-urbanisme-combles', 'Réglementation et urbanisme : nous nous occupons de tout'],
  ['/qui-sommes-nous', 'Trois générations de charpentiers au service de votre maison'],
  ['/mentions-legales', 'Mentions légales'],
  ['/politique-de-confidentialite', 'Politique de confidentialité'],
  ['/cgu', 'Conditions générales d’utilisation'],
]

// The forms' pages, as the forms' definitions name them (those already above aside): they answer with a heading.
const formPages = formRoutes.filter((route) => !pages.some(([path]) => path === route))

for (const [path, heading] of pages) {
  test(`${path} answers and shows its main heading`, async ({ page }) => {
    const response = await page.goto(path)
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading)
    await expect(page.getByRole('banner')).toBeVisible()
    await expect(page.getByTestId('site-footer')).toBeVisible()
  })
}

test('the form routes of the route table answer with a main heading', async ({ page }) => {
  for (const path of formPages) {
    const response = await page.goto(path)
    expect(response?.status(), path).toBe(200)
    await expect(page.getByRole('heading', { level: 1 }).first(), path).toBeVisible()
  }
})

/** One GET with this Accept-Encoding (none when null): the bytes as sent, not decoded. */
function fetchRaw(address: string, acceptEncoding: string | null): Promise<{ headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    get(address, { headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} }, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }))
    }).on('error', reject)
  })
}

test('a page, with its stylesheet inside, and its scripts come compressed (gzip, Next’s own) to a browser that offers it', async ({
  page,
  baseURL,
}) => {
  await page.goto('/')
  // The stylesheet is in the document (next.config.mjs): the first paint waits for no other file.
  expect(await page.locator('link[rel="stylesheet"]').count()).toBe(0)
  expect(await page.locator('head style').count()).toBeGreaterThan(0)
  const assets = await page.evaluate(() => [(document.querySelector('script[src]') as HTMLScriptElement).src])
  for (const address of [`${baseURL}/`, ...assets]) {
    const [gzip, plain] = await Promise.all([fetchRaw(address, 'gzip, deflate, br'), fetchRaw(address, null)])
    expect(
      [gzip, plain].map(({ headers }) => headers['content-encoding']),
      address,
    ).toEqual(['gzip', undefined])
    expect(gzip.headers.vary, address).toContain('Accept-Encoding')
    expect(gunzipSync(gzip.body).equals(plain.body), address).toBe(true)
  }
})

test('every project page answers with its title', async ({ page, request }) => {
  // One page load per project, on a machine that may be busy.
  test.setTimeout(180_000)
  for (const project of await listProjects(request)) {
    // The title is in the server's HTML: no need to wait for the photographs.
    const response = await page.goto(`/projet/${project.slug}`, { waitUntil: 'domcontentloaded' })
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(project.title)
  }
})

test('an unknown path shows the 404 page inside the site layout, rendered on the server', async ({ page, request }) => {
  const path = '/une-page-qui-n-existe-pas/du-tout'
  const served = await request.get(path)
  expect(served.status()).toBe(404)
  // In the HTML itself, not drawn later by the browser's scripts.
  expect(await served.text()).toMatch(/<h1[^>]*>Page introuvable<\/h1>/)
  const response = await page.goto(path)
  expect(response?.status()).toBe(404)
  await expect(page).toHaveTitle('Page introuvable | Combles & Extensions du Nord')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page introuvable')
  await expect(page.getByRole('main').getByRole('link', { name: 'Retour à l’accueil' })).toHaveAttribute('href', '/')
  await expect(page.getByRole('main').getByRole('link', { name: 'Voir nos réalisations' })).toHaveAttribute(
    'href',
    '/plans-et-inspirations',
  )
  await expect(page.getByText('Notre équipe vous répond du lundi au vendredi', { exact: false })).toBeVisible()
  await expect(page.getByRole('main').getByRole('link', { name: /02 35 64 18 20/ })).toBeVisible()
  await expect(page.getByRole('main').getByRole('link', { name: 'contact@combles-nord.fr' })).toBeVisible()
  await expect(page.getByRole('banner')).toBeVisible()
})

test('an unknown project slug shows "Projet non trouvé" with a 404', async ({ page }) => {
  const response = await page.goto('/projet/amenagement-combles-nulle-part-1m2')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Projet non trouvé')
  await expect(page.getByText("Le projet demandé n'existe pas ou a été supprimé.")).toBeVisible()
  await expect(page.getByRole('link', { name: 'Retour aux réalisations' })).toBeVisible()
  // The visitor's own project and the company's phone, as on the other 404 page.
  await expect(page.getByRole('main').getByRole('link', { name: 'Étudier mon projet gratuitement' })).toHaveAttribute(
    'href',
    '/etude-gratuite',
  )
  await expect(page.getByRole('main').getByRole('heading', { name: 'Besoin d’aide ?' })).toBeVisible()
})

test('the home page shows its blocks and figures', async ({ page }) => {
  await page.goto('/')
  const tools = page.getByTestId('analysis-tools')
  for (const duration of ['2 min', '5 min', '4 min', '3 min']) await expect(tools.getByText(duration, { exact: true })).toBeVisible()
  const figures = page.getByTestId('home-figures')
  for (const value of ['500+', '98 %', yearsOfExperience(), '4']) await expect(figures.getByText(value, { exact: true })).toBeVisible()
  const cards = page.getByTestId('home-projects').getByTestId('project-card')
  await expect(cards).toHaveCount(3)
  await expect(page.getByTestId('home-projects').getByTestId('uplift')).toHaveText(['+20 %', '+20 %', '+20 %'])
  const reasons = page.getByTestId('home-reasons')
  for (const value of [/^\+20\s%$/, /^50\sm²$/, /^A\+$/, /^RGE$/]) await expect(reasons.getByText(value)).toBeVisible()
  await expect(page.getByTestId('google-reviews')).toContainText('4,8/5')
  await expect(page.getByTestId('video-card')).toHaveCount(6)
})

test('the technical and planning pages show their steps and durations', async ({ page }) => {
  await page.goto('/solutions-techniques')
  await expect(page.getByTestId('technical-steps-total')).toContainText('3 à 5 semaines')
  const steps = page.getByTestId('technical-steps').getByRole('listitem')
  await expect(steps).toHaveCount(6)
  for (const duration of ['2-3 jours', '1-2 jours', '3-5 jours', '3-4 jours', '5-7 jours']) {
    await expect(page.getByTestId('technical-steps').getByText(duration).first()).toBeVisible()
  }
  await page.goto('/reglementation-urbanisme-combles')
  const timeline = page.getByTestId('planning-timeline')
  await expect(timeline.getByRole('listitem')).toHaveCount(5)
  for (const duration of ['2-3 jours', '1 semaine', '1 jour', '1-2 mois'])
    await expect(timeline.getByText(duration, { exact: true })).toBeVisible()
  await expect(page.getByTestId('assurances').getByRole('listitem')).toHaveCount(5)
})

test('the roof-window and veranda pages picture each model, accessory and material, and show the service’s own testimonials', async ({
  page,
}) => {
  const pictured = async (list: ReturnType<typeof page.getByTestId>, count: number) => {
    const images = list.getByRole('listitem').getByRole('img')
    await expect(images).toHaveCount(count)
    for (const image of await images.all()) {
      await expect(image).toHaveAttribute('alt', /.{20,}/)
      // Drawn, not a broken link.
      await image.scrollIntoViewIfNeeded()
      await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0)).toBe(true)
    }
  }
  await page.goto('/installation-fenetre-de-toit-velux')
  await page.getByTestId('range-models').scrollIntoViewIfNeeded()
  await pictured(page.getByTestId('range-models'), 3)
  await expect(page.getByTestId('range-models').getByText('Le plus populaire')).toHaveCount(1)
  await page.getByTestId('accessories').scrollIntoViewIfNeeded()
  await pictured(page.getByTestId('accessories'), 3)
  for (const card of await page.getByTestId('service-testimonials').getByRole('listitem').all())
    await expect(card).toContainText('Fenêtres de toit')

  await page.goto('/installation-veranda-et-pergola')
  await page.getByTestId('materials').scrollIntoViewIfNeeded()
  await pictured(page.getByTestId('materials'), 3)
})

test('the about page shows its figures, Eurocode 5 badge, press links and testimonials three per row', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 })
  await page.goto('/qui-sommes-nous')
  const figures = page.getByTestId('about-figures')
  for (const value of ['500+', '30+', '3', '4']) await expect(figures.getByText(value, { exact: true }).first()).toBeVisible()
  await expect(page.getByTestId('eurocode-badge')).toContainText('Eurocode 5')
  const press = page.getByTestId('press-links').getByRole('link')
  await expect(press).toHaveCount(3)
  for (const link of await press.all()) expect(await link.getAttribute('href')).toMatch(/^https:\/\//)
  const cards = page.getByTestId('about-testimonials').getByRole('listitem')
  const tops = await Promise.all((await cards.all()).slice(0, 4).map(async (card) => (await card.boundingBox())?.y ?? 0))
  expect(tops[0]).toBe(tops[1])
  expect(tops[1]).toBe(tops[2])
  expect(tops[3]).toBeGreaterThan(tops[0] ?? 0)
  await expect(page.getByTestId('closing-badges')).toContainText('RGE Qualibat')
  await expect(page.getByTestId('timeline').getByRole('listitem').first()).toContainText('1949')
})

test('no page of the sitemap, nor a legal page, shows a {placeholder} left unfilled, in its text or its structured data', async ({
  request,
}) => {
  test.setTimeout(120_000)
  const sitemap = await (await request.get('/sitemap.xml')).text()
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname)
  expect(paths.length).toBeGreaterThan(20)
  const left: string[] = []
  for (const path of [...paths, '/mentions-legales', '/politique-de-confidentialite', '/cgu']) {
    const html = await (await request.get(path)).text()
    // What a visitor or a search engine reads: the text and the JSON-LD, not the scripts' code.
    const read = html
      .replace(/<script(?![^>]*application\/ld\+json)[^>]*>[\s\S]*?<\/script>/g, '')
      .replace(/<style[^>]*>[\s\S]*?<\/style>/g, '')
    const placeholders = read.match(/\{[a-z0-9-]+\}/g)
    if (placeholders) left.push(`${path}: ${[...new Set(placeholders)].join(', ')}`)
  }
  expect(left).toEqual([])
})
