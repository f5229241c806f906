import { readdirSync } from 'node:fs'
import path from 'node:path'
import { expect, test, type APIRequestContext } from '@playwright/test'
import { distDirOf } from '../tests/harness/productionServerEnv'
import { E2E_DATABASE } from './database'
import { adminHeaders, listProjects } from './site-helpers'

const distDir = distDirOf(E2E_DATABASE)

/** Every file below a folder of the server's build, the build folder itself being '.' (none when it does not exist). */
function filesBelow(folder: string): string[] {
  try {
    return readdirSync(path.join(distDir, folder), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.join(entry.parentPath, entry.name))
      .sort()
  } catch {
    return []
  }
}

const randomSlug = (index: number) => `amenagement-combles-${Math.random().toString(36).slice(2, 10)}-${index + 10}m2`

/** The project 404, drawn by the server: its heading is in the HTML itself, not only in the scripts' data. */
async function expectProjectNotFound(request: APIRequestContext, slug: string) {
  const response = await request.get(`/projet/${slug}`)
  expect(response.status(), slug).toBe(404)
  expect(await response.text()).toMatch(/<h1[^>]*>Projet non trouvé<\/h1>/)
}

test('unknown project slugs answer the 404 page and leave nothing behind in the build folder', async ({ page, request }) => {
  // The first project page of the server's life caches the list of known slugs: that one entry is allowed.
  const first = await page.goto(`/projet/${randomSlug(0)}`)
  expect(first?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Projet non trouvé')
  // Next 16 keeps rendered addresses under server/route-cache (older versions: server/app): the whole
  // build folder is watched, for anything kept under a project address. (The open 404 page prefetches the
  // menu's pages meanwhile; those are a fixed set and may be written at any moment.)
  const before = filesBelow('.')
  for (let index = 0; index < 30; index++) await expectProjectNotFound(request, randomSlug(index))
  const added = filesBelow('.').filter((file) => !before.includes(file))
  expect(added.filter((file) => /projet|amenagement-combles-[a-z0-9]+-\d+m2/.test(file))).toEqual([])
})

test('without scripts, an unknown project shows its 404 page: title, text and the way back', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  try {
    for (const slug of [randomSlug(99), 'introuvable']) {
      const response = await page.goto(`/projet/${slug}`)
      expect(response?.status(), slug).toBe(404)
      await expect(page).toHaveTitle(/^Projet non trouvé \|/)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Projet non trouvé')
      await expect(page.getByText("Le projet demandé n'existe pas ou a été supprimé.")).toBeVisible()
      await expect(page.getByRole('link', { name: 'Retour aux réalisations' })).toHaveAttribute('href', '/plans-et-inspirations')
    }
  } finally {
    await context.close()
  }
})

test('a project created after the build is served at once, and is a 404 again once deleted', async ({ request }) => {
  const headers = await adminHeaders(request)
  const [first] = await listProjects(request)
  if (!first) throw new Error('no project')
  const source = (await (await request.get(`/api/projects/${first.id}?depth=0`, { headers })).json()) as Record<string, unknown>
  // A copy without its own ids (those of its arrays' rows included), somewhere else.
  const withoutIds = (value: unknown): unknown =>
    Array.isArray(value)
      ? value.map(withoutIds)
      : value && typeof value === 'object'
        ? Object.fromEntries(
            Object.entries(value)
              .filter(([key]) => key !== 'id')
              .map(([key, inner]) => [key, withoutIds(inner)]),
          )
        : value
  const { slug: _slug, createdAt: _createdAt, updatedAt: _updatedAt, ...data } = withoutIds(source) as Record<string, unknown>
  const surface = 60 + Math.floor(Math.random() * 900)
  const title = `Projet créé après le build ${surface}`
  const created = await request.post('/api/projects', { headers, data: { ...data, title, location: 'Nouvelleville (80)', surface } })
  expect(created.status()).toBe(201)
  const project = ((await created.json()) as { doc: { id: number; slug: string } }).doc
  expect(project.slug).toBe(`amenagement-combles-nouvelleville-${surface}m2`)
  try {
    await expect(async () => {
      const response = await request.get(`/projet/${project.slug}`)
      expect(response.status()).toBe(200)
      expect(await response.text()).toContain(title)
    }).toPass({ timeout: 5_000 })
  } finally {
    expect((await request.delete(`/api/projects/${project.id}`, { headers })).ok()).toBe(true)
  }
  await expect(async () => expectProjectNotFound(request, project.slug)).toPass({ timeout: 5_000 })
})
