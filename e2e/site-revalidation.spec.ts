import { expect, test } from '@playwright/test'
import { adminHeaders, listProjects } from './site-helpers'

test('an editor’s change to a project shows on its page and in the gallery without a rebuild', async ({ page, request }) => {
  const projects = await listProjects(request)
  const project = projects[1]
  if (!project) throw new Error('no project')
  const headers = await adminHeaders(request)
  await page.goto(`/projet/${project.slug}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(project.title)

  const newTitle = `${project.title} (modifié ${Date.now()})`
  try {
    const saved = await request.patch(`/api/projects/${project.id}`, { headers, data: { title: newTitle } })
    expect(saved.ok()).toBe(true)
    const started = Date.now()
    await expect(async () => {
      await page.reload()
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(newTitle, { timeout: 200 })
    }).toPass({ timeout: 2_000, intervals: [100, 200, 300] })
    expect(Date.now() - started).toBeLessThan(2_000)

    await page.goto('/plans-et-inspirations')
    await expect(page.getByTestId('gallery-list')).toContainText(newTitle)
  } finally {
    await request.patch(`/api/projects/${project.id}`, { headers, data: { title: project.title } })
  }
  await expect(async () => {
    await page.goto(`/projet/${project.slug}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(project.title, { timeout: 200 })
  }).toPass({ timeout: 2_000 })
})

test('an editor’s change to the site settings shows in every page’s footer without a rebuild', async ({ page, request }) => {
  const headers = await adminHeaders(request)
  const original = ((await (await request.get('/api/globals/site-settings', { headers })).json()) as { phone: string }).phone
  await page.goto('/qui-sommes-nous')
  await expect(page.getByTestId('site-footer')).toContainText(original)
  const phone = '02 35 00 00 00'
  try {
    expect((await request.post('/api/globals/site-settings', { headers, data: { phone } })).ok()).toBe(true)
    for (const path of ['/qui-sommes-nous', '/plans-et-inspirations', '/une-page-inconnue']) {
      await expect(async () => {
        await page.goto(path)
        await expect(page.getByTestId('site-footer')).toContainText(phone, { timeout: 200 })
      }).toPass({ timeout: 3_000 })
    }
  } finally {
    await request.post('/api/globals/site-settings', { headers, data: { phone: original } })
  }
})
