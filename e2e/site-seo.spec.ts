import { expect, test } from '@playwright/test'
import { formRoutes } from '../src/forms/formRoutes'
import { homeSlug, pagePath } from '../src/rules/pagePath'
import { pageSeeds } from '../src/seed/pages/pageSeeds'
import { adminHeaders, listProjects } from './site-helpers'

test('legal pages are not indexed and state the truth about leads', async ({ page }) => {
  for (const path of ['/mentions-legales', '/politique-de-confidentialite', '/cgu']) {
    await page.goto(path)
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
    await expect(page.getByRole('main')).toContainText('16 octobre 2017')
    await expect(page.getByRole('main')).toContainText('Tribunal de commerce de Rouen')
  }
  // A consumer is told of the mediator they may turn to, on the notice and the terms.
  for (const path of ['/mentions-legales', '/cgu']) {
    await page.goto(path)
    await expect(page.getByRole('main')).toContainText('médiateur de la consommation dont nous relevons\u00a0: CM2C')
  }
  await page.goto('/politique-de-confidentialite')
  const main = page.getByRole('main')
  await expect(main).toContainText('enregistrées dans la base de données du site')
  await expect(main).toContainText('trois ans après notre dernier contact')
  await expect(main.getByRole('list').first().getByRole('listitem')).toHaveCount(8)
  await expect(main).toContainText('Le site compte sept formulaires, auxquels s’ajoute celui de notre page dédiée aux maisons Phénix')
  await expect(main).toContainText('signalée par un e-mail interne')
  // The visit booking, its invitations and the legal bases; rights asked by e-mail, without a phone number.
  await expect(main).toContainText('Si vous réservez une visite, nous enregistrons son créneau, son adresse et le conseiller qui vient')
  await expect(main).toContainText('invitation de calendrier')
  await expect(main).toContainText('article 6.1.b du RGPD')
  await expect(main).toContainText('aucun numéro de téléphone n’est demandé')
  await page.goto('/mentions-legales')
  await expect(page.getByRole('main')).toContainText('société anonyme au capital de 250 000 €')
  await expect(page.getByRole('main')).toContainText('OVH SAS')
})

test('content pages have a title, a description and a canonical URL', async ({ page }) => {
  for (const path of ['/', '/amenagement-combles', '/plans-et-inspirations', '/qui-sommes-nous']) {
    await page.goto(path)
    expect((await page.title()).length).toBeGreaterThan(10)
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{50,}/)
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${path === '/' ? '/?' : path}$`))
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0)
  }
})

test('the sitemap lists every indexable page, every form and every project; robots.txt points to it', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text()
  for (const project of await listProjects(request)) expect(sitemap).toContain(`/projet/${project.slug}</loc>`)
  for (const seed of pageSeeds.filter((seed) => seed.slug !== homeSlug)) {
    if (seed.noIndex) expect(sitemap).not.toContain(`${pagePath(seed.slug)}</loc>`)
    else expect(sitemap).toContain(`${pagePath(seed.slug)}</loc>`)
  }
  for (const route of formRoutes) expect(sitemap).toContain(`${route}</loc>`)
  expect(sitemap).not.toContain('/mentions-legales')
  const robots = await (await request.get('/robots.txt')).text()
  expect(robots).toContain('Sitemap:')
  expect(robots).toContain('/sitemap.xml')
})

test('an unpublished page leaves the sitemap within 2 s, and comes back when published again', async ({ request }) => {
  const headers = await adminHeaders(request)
  const found = await request.get('/api/pages?where[slug][equals]=extension-maison&depth=0&limit=1', { headers })
  const id = ((await found.json()) as { docs: { id: number }[] }).docs[0]?.id
  expect(id).toBeDefined()
  const listed = async () => (await (await request.get('/sitemap.xml')).text()).includes('/extension-maison</loc>')
  expect(await listed()).toBe(true)
  try {
    expect((await request.patch(`/api/pages/${id}`, { headers, data: { _status: 'draft' } })).status()).toBe(200)
    await expect.poll(listed, { timeout: 2_000, intervals: [100] }).toBe(false)
  } finally {
    expect((await request.patch(`/api/pages/${id}`, { headers, data: { _status: 'published' } })).status()).toBe(200)
  }
  await expect.poll(listed, { timeout: 2_000, intervals: [100] }).toBe(true)
})

test('LocalBusiness JSON-LD rates the company as the page shows it; a project page carries its own', async ({ page, request }) => {
  const businessOf = async () => {
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents()
    return blocks.map((text) => JSON.parse(text)).find((data) => data['@type'] === 'HomeAndConstructionBusiness')
  }
  await page.goto('/')
  const home = await businessOf()
  expect(home.department).toHaveLength(3)
  // The home page shows the average over the agencies without a count: no rating in its structured data.
  await expect(page.getByTestId('google-reviews')).toContainText('4,8/5')
  expect(home.aggregateRating).toBeUndefined()
  await page.goto('/contact')
  await expect(page.getByRole('main')).toContainText('4,9/5 sur Google')
  await expect(page.getByRole('main')).toContainText('Note moyenne sur 124 avis clients')
  expect((await businessOf()).aggregateRating).toMatchObject({ ratingValue: 4.9, ratingCount: 124 })

  const [first] = await listProjects(request)
  await page.goto(`/projet/${first?.slug}`)
  const project = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}')
  expect(project.name).toBe(first?.title)
  expect(project.url).toMatch(new RegExp(`/projet/${first?.slug}$`))
})

/** Whether robots.txt lets every crawler fetch the path: the longest matching rule wins, Allow on a tie. */
function robotsAllow(robots: string, path: string): boolean {
  const rules = robots.split('\n').flatMap((line) => {
    const match = /^(Allow|Disallow):\s*(\S+)/i.exec(line.trim())
    return match?.[1] && match[2] ? [{ allow: match[1].toLowerCase() === 'allow', prefix: match[2] }] : []
  })
  const matching = rules
    .filter((rule) => path.startsWith(rule.prefix))
    .sort((a, b) => b.prefix.length - a.prefix.length || Number(b.allow) - Number(a.allow))
  return matching[0]?.allow ?? true
}

test('every page is shared with a picture, its address, the site name and the locale, all open to crawlers', async ({ page, request }) => {
  const robots = await (await request.get('/robots.txt')).text()
  expect(robotsAllow(robots, '/admin')).toBe(false)
  expect(robotsAllow(robots, '/api/projects')).toBe(false)
  const [first] = await listProjects(request)
  const paths = ['/', '/contact', '/amenagement-combles', '/etude-gratuite/resultats', '/mentions-legales', `/projet/${first?.slug}`]
  for (const path of paths) {
    await page.goto(path)
    const og = async (property: string) => page.locator(`meta[property="og:${property}"]`).first().getAttribute('content')
    expect(await og('site_name')).toBe('Combles & Extensions du Nord')
    expect(await og('locale')).toBe('fr_FR')
    expect(new URL((await og('url')) ?? '').pathname).toBe(path)
    const image = new URL((await og('image')) ?? '')
    expect(robotsAllow(robots, image.pathname), `${path}: ${image.pathname}`).toBe(true)
    const served = await request.get(image.pathname)
    expect(served.status()).toBe(200)
    expect(served.headers()['content-type']).toMatch(/^image\//)
  }
  const project = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}')
  expect(project.image.length).toBeGreaterThan(1)
  for (const url of project.image as string[]) expect(robotsAllow(robots, new URL(url).pathname)).toBe(true)
})

test('a project’s SEO fields, when filled, are its title, description and shared picture; empty, the computed ones', async ({
  page,
  request,
}) => {
  const [, , project] = await listProjects(request)
  if (!project) throw new Error('no project')
  const headers = await adminHeaders(request)
  await page.goto(`/projet/${project.slug}`)
  const computedTitle = await page.title()
  const computedDescription = await page.locator('meta[name="description"]').getAttribute('content')
  expect(computedTitle).toMatch(/^Aménagement de combles à .+ - \d+m²$/)
  const { docs } = (await (await request.get('/api/media?limit=1&sort=-id&depth=0', { headers })).json()) as {
    docs: { id: number; url: string }[]
  }
  const picture = docs[0]
  if (!picture) throw new Error('no media')
  const meta = { title: 'Une suite parentale sous les toits', description: 'Une suite parentale avec dressing, créée en trois semaines.' }
  try {
    const saved = await request.patch(`/api/projects/${project.id}`, { headers, data: { meta: { ...meta, image: picture.id } } })
    expect(saved.ok()).toBe(true)
    await expect(async () => {
      await page.reload()
      expect(await page.title()).toBe(meta.title)
    }).toPass({ timeout: 5_000 })
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', meta.description)
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', meta.title)
    const imagePath = new URL(picture.url, 'http://site').pathname
    expect(new URL((await page.locator('meta[property="og:image"]').first().getAttribute('content')) ?? '').pathname).toBe(imagePath)
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}')
    expect(jsonLd.headline).toBe(meta.title)
    expect(jsonLd.description).toBe(meta.description)
    expect(new URL(jsonLd.image[0]).pathname).toBe(imagePath)
    const sitemap = await (await request.get('/sitemap.xml')).text()
    expect(sitemap).toContain(`/projet/${project.slug}</loc>`)
    expect(sitemap).toContain(`${imagePath}</image:loc>`)
  } finally {
    await request.patch(`/api/projects/${project.id}`, { headers, data: { meta: { title: '', description: '', image: null } } })
  }
  await expect(async () => {
    await page.reload()
    expect(await page.title()).toBe(computedTitle)
  }).toPass({ timeout: 5_000 })
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', computedDescription ?? '')
})
