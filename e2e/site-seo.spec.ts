import { expect, test } from '@playwright/test'
import { publicRoutes } from '../src/content/routes'
import { listProjects } from './site-helpers'

test('legal pages are not indexed and state the truth about leads', async ({ page }) => {
  for (const path of ['/mentions-legales', '/politique-de-confidentialite', '/cgu']) {
    await page.goto(path)
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
    await expect(page.getByRole('main')).toContainText('16 octobre 2017')
    await expect(page.getByRole('main')).toContainText('Tribunal de commerce de Rouen')
  }
  await page.goto('/politique-de-confidentialite')
  const main = page.getByRole('main')
  await expect(main).toContainText('enregistrées dans la base de données du site')
  await expect(main).toContainText('trois ans après notre dernier contact')
  await expect(main.getByRole('listitem')).toHaveCount(8)
  await expect(main).toContainText('Le site compte sept formulaires, auxquels s’ajoute celui de notre page dédiée aux maisons Phénix')
  await expect(main).toContainText('signalée par un e-mail interne')
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

test('the sitemap lists every public route and every project; robots.txt points to it', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text()
  for (const project of await listProjects(request)) expect(sitemap).toContain(`/projet/${project.slug}</loc>`)
  for (const route of publicRoutes.filter((route) => route !== '/')) expect(sitemap).toContain(`${route}</loc>`)
  expect(sitemap).not.toContain('/mentions-legales')
  const robots = await (await request.get('/robots.txt')).text()
  expect(robots).toContain('Sitemap:')
  expect(robots).toContain('/sitemap.xml')
})

test('the home page carries LocalBusiness JSON-LD with its rating and agencies; a project page its own', async ({ page, request }) => {
  await page.goto('/')
  const data = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}')
  expect(data['@type']).toBe('HomeAndConstructionBusiness')
  // The rating shown with its number of reviews (contact page: 4,9/5 on 124 reviews).
  expect(data.aggregateRating).toMatchObject({ ratingValue: 4.9, ratingCount: 124 })
  expect(data.department).toHaveLength(3)
  const [first] = await listProjects(request)
  await page.goto(`/projet/${first?.slug}`)
  const project = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}')
  expect(project.name).toBe(first?.title)
  expect(project.url).toMatch(new RegExp(`/projet/${first?.slug}$`))
})
