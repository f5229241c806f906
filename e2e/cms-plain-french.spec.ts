import { expect, test, type BrowserContext, type Page } from '@playwright/test'
import { draftPage } from './cms-helpers'
import { signIn } from './helpers'
import { newEditor } from './site-helpers'

/**
 * An editor's every screen read for words that are not plain French (a sweep of the admin, one editor signed in
 * once): a slow proof, run by npm run test:slow.
 */

test.describe.configure({ mode: 'serial' })

let context: BrowserContext
let page: Page
let editorToken: string

test.beforeAll(async ({ browser, request }) => {
  const editor = await newEditor(request, 'words')
  const login = await request.post('/api/users/login', { data: editor })
  editorToken = ((await login.json()) as { token: string }).token
  context = await browser.newContext({ locale: 'fr-FR' })
  page = await context.newPage()
  await signIn(page, editor)
  await expect(page).toHaveURL(/\/admin\/dashboard$/)
})

test.afterAll(async () => {
  await context.close()
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
  const draftId = await draftPage(request, editorToken, `mots-${Date.now()}`, `Mots ${Date.now()}`)
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
