import { expect, test } from '@playwright/test'
import { expectPreviewPresets } from './cms-helpers'
import { signIn } from './helpers'
import { adminHeaders, listProjects, newEditor } from './site-helpers'

/**
 * A project in the admin, like a page: its live preview shows the latest draft and redraws it on each
 * autosave, at phone and desktop widths, each fitting its pane; visitors keep the published project.
 */

test('a project’s live preview redraws on each autosave, at 390 and 1440 px, each fitting its pane', async ({ page, request }) => {
  test.setTimeout(120_000)
  const [project] = await listProjects(request)
  if (!project) throw new Error('no project')
  const headers = await adminHeaders(request)
  const editor = await newEditor(request, 'projets')
  await signIn(page, editor)
  await expect(page).toHaveURL(/\/admin\/dashboard$/)
  await page.goto(`/admin/collections/projects/${project.id}`)
  const title = page.locator('#field-title')
  await expect(title).toBeEditable({ timeout: 30_000 })

  await page.getByRole('button', { name: 'Aperçu', exact: true }).click()
  const preview = page.frameLocator('iframe#live-preview-iframe')
  await expect(preview.getByRole('heading', { level: 1 })).toHaveText(project.title, { timeout: 30_000 })
  await expect(preview.getByRole('status')).toContainText('Aperçu du brouillon')

  const draftTitle = `${project.title} (aperçu ${Date.now()})`
  try {
    for (const text of [draftTitle, `${draftTitle} relu`]) {
      const autosaved = page.waitForResponse(
        (response) => /\/api\/projects\/\d+\?.*draft=true/.test(response.url()) && response.request().method() === 'PATCH',
      )
      await title.fill(text)
      expect((await autosaved).ok()).toBe(true)
      // Redrawn by the autosave alone: nothing reloads the frame.
      await expect(preview.getByRole('heading', { level: 1 })).toHaveText(text, { timeout: 10_000 })
    }
    expect((await (await request.get(`/projet/${project.slug}`)).text()).includes(draftTitle)).toBe(false)

    await expectPreviewPresets(page, preview)
  } finally {
    // Back to the published version: the editor's draft is dropped.
    await request.patch(`/api/projects/${project.id}`, { headers, data: { title: project.title, _status: 'published' } })
  }
})

test('a project’s « Récit du chantier » is shown on its page, under its description', async ({ page, request }) => {
  const headers = await adminHeaders(request)
  // Not the first project: the live preview test above leaves it open in the admin, locked by its editor.
  const project = (await listProjects(request)).at(-1)
  if (!project) throw new Error('no project')
  const words = `Trois semaines de chantier, charpente renforcée le premier jour ${Date.now()}.`
  const paragraph = { type: 'paragraph', format: '', indent: 0, version: 1, direction: 'ltr', textFormat: 0 }
  const text = { type: 'text', text: words, format: 0, detail: 0, mode: 'normal', style: '', version: 1 }
  const story = {
    root: { type: 'root', format: '', indent: 0, version: 1, direction: 'ltr', children: [{ ...paragraph, children: [text] }] },
  }
  const saved = await request.patch(`/api/projects/${project.id}`, { headers, data: { story, _status: 'published' } })
  expect(saved.status()).toBe(200)
  try {
    await expect(async () => {
      await page.goto(`/projet/${project.slug}`)
      await expect(page.getByRole('region', { name: 'Le chantier' })).toContainText(words, { timeout: 1_000 })
    }).toPass({ timeout: 15_000 })
  } finally {
    await request.patch(`/api/projects/${project.id}`, { headers, data: { story: null, _status: 'published' } })
  }
})
