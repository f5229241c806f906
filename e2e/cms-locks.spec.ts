import { randomInt } from 'node:crypto'
import { expect, test, type APIRequestContext, type BrowserContext } from '@playwright/test'
import { createPublishedPage, typeDraft } from './cms-helpers'
import { openSignedIn } from './helpers'
import { adminHeaders } from './site-helpers'

/**
 * Two editors on one page, each in a browser of their own. The first one's lock lasts through her autosaves:
 * the second is told, in French, who edits the page and since when, and may take over; the first is then
 * told so. Neither overwrites the other without a word.
 */

async function editorNamed(request: APIRequestContext, name: string) {
  const editor = { email: `verrou.${Date.now()}.${randomInt(1e6)}@combles-nord.fr`, password: 'mot-de-passe-redaction-1' }
  const created = await request.post('/api/users', { data: { ...editor, role: 'editor', name }, headers: await adminHeaders(request) })
  expect(created.status()).toBe(201)
  return editor
}

test('the second editor on a page is told who edits it since when, in French, and may take over', async ({ browser, request }) => {
  test.setTimeout(120_000)
  const headers = await adminHeaders(request)
  const [claire, marc] = [await editorNamed(request, 'Claire Martin'), await editorNamed(request, 'Marc Dubois')]
  const id = await createPublishedPage(request, headers, { title: 'Deux mains', slug: `deux-mains-${Date.now()}` })
  const contexts: BrowserContext[] = []
  const newPage = async () => {
    const context = await browser.newContext({ locale: 'fr-FR', timezoneId: 'Europe/Paris' })
    contexts.push(context)
    return context.newPage()
  }
  try {
    const [pageOfClaire, pageOfMarc] = [await newPage(), await newPage()]
    await openSignedIn(pageOfClaire, claire, `/admin/collections/pages/${id}`)
    const titleOfClaire = pageOfClaire.locator('#field-title')
    await expect(titleOfClaire).toBeEditable({ timeout: 30_000 })
    await typeDraft(pageOfClaire, titleOfClaire, 'Titre de Claire')

    // Claire's autosave did not free the page: Marc, opening it, is told who edits it and since when.
    await openSignedIn(pageOfMarc, marc, `/admin/collections/pages/${id}`)
    const dialog = pageOfMarc.locator('.document-locked')
    await expect(dialog).toContainText('Document verrouillé', { timeout: 30_000 })
    await expect(dialog).toContainText('Claire Martin modifie ce document')
    await expect(dialog).toContainText(/En cours de modification depuis \d{1,2}\u00a0h\u00a0\d{2}/)
    await expect(dialog).not.toContainText(/\b(?:AM|PM)\b|Utilisateur|@/)

    // Marc takes over and writes; Claire, typing on, is told that she no longer holds the page.
    const takenOver = pageOfMarc.waitForResponse(
      (response) => /\/api\/payload-locked-documents\/\d+/.test(response.url()) && response.request().method() === 'PATCH',
    )
    await dialog.getByRole('button', { name: 'Prendre la main' }).click()
    expect((await takenOver).ok()).toBe(true)
    // The take-over redraws the document view: typed before it settles, the words would be lost to the redraw.
    await pageOfMarc.waitForLoadState('networkidle')
    const titleOfMarc = pageOfMarc.locator('#field-title')
    await expect(titleOfMarc).toBeEditable()
    await typeDraft(pageOfMarc, titleOfMarc, 'Titre de Marc')
    await titleOfClaire.fill('Titre de Claire, relu')
    await expect(pageOfClaire.getByText('Un autre membre de l’équipe a pris la main sur ce document')).toBeVisible({ timeout: 15_000 })

    // Marc's words are the page's draft: Claire's late keystroke wiped nothing.
    const draft = await request.get(`/api/pages/${id}?draft=true&depth=0`, { headers })
    expect(((await draft.json()) as { title: string }).title).toBe('Titre de Marc')
  } finally {
    for (const context of contexts) await context.close()
    // Marc still holds the page's lock: the admin's delete overrides it.
    expect((await request.delete(`/api/pages/${id}?overrideLock=true`, { headers })).ok()).toBe(true)
  }
})

test('an autosave based on a version someone else replaced is refused, and the editor is told in French', async ({ browser, request }) => {
  test.setTimeout(120_000)
  const headers = await adminHeaders(request)
  const claire = await editorNamed(request, 'Claire Martin')
  const id = await createPublishedPage(request, headers, { title: 'Page ancienne', slug: `page-ancienne-${Date.now()}` })
  const context = await browser.newContext({ locale: 'fr-FR', timezoneId: 'Europe/Paris' })
  try {
    const page = await context.newPage()
    await openSignedIn(page, claire, `/admin/collections/pages/${id}`)
    const title = page.locator('#field-title')
    await expect(title).toBeEditable({ timeout: 30_000 })
    // Meanwhile the page changes elsewhere (another editor's save, past any lock).
    const replaced = await request.patch(`/api/pages/${id}?draft=true&overrideLock=true`, { headers, data: { title: 'Titre d’ailleurs' } })
    expect(replaced.ok()).toBe(true)

    const refused = page.waitForResponse(
      (response) => /\/api\/pages\/\d+\?.*draft=true/.test(response.url()) && response.request().method() === 'PATCH',
    )
    await title.fill('Titre de Claire')
    expect((await refused).status()).toBe(409)
    await expect(page.getByText(/Ce document a été modifié par quelqu’un d’autre à \d{1,2}\u00a0h\u00a0\d{2}/).first()).toBeVisible()
    const draft = await request.get(`/api/pages/${id}?draft=true&depth=0`, { headers })
    expect(((await draft.json()) as { title: string }).title).toBe('Titre d’ailleurs')
  } finally {
    await context.close()
    await request.delete(`/api/pages/${id}?overrideLock=true`, { headers })
  }
})
