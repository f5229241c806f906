import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { pagesReading, sitePages } from './sitePages'
import { adminHeaders, listProjects } from './site-helpers'

/*
 * An editor's change reaches every page that shows it, without a rebuild: each page is prerendered
 * with the cache tags of its reads, and a save clears its collection's tag. The pages showing each
 * collection are read from the routes' sources, so that a page added later is checked too.
 */

/**
 * How long after the save a visit may still find the page as it was. Measured from the start of each
 * visit, not its end: on a busy machine a page load alone can take longer than this.
 */
const FRESH_WITHIN = 2_000

type Doc = { id: number } & Record<string, unknown>
/** What the visitor reads in a part of the page. */
type Reading = (page: Page) => Promise<string>
const mainText: Reading = (page) => page.locator('main').innerText()
const footerText: Reading = (page) => page.getByTestId('site-footer').innerText()
/** The text alternatives of the page's pictures. */
const pictureAlts: Reading = (page) =>
  page.locator('main img').evaluateAll((images) => images.map((image) => image.getAttribute('alt')).join('\n'))

// Each test visits its pages twice (changed, then restored), on a possibly busy machine.
test.describe.configure({ timeout: 120_000 })

// What is checked is the text of the documents as the server sends them, streamed parts included: the
// site's scripts are not fetched (no hydration, and a results page without answers does not send the browser
// to its form by itself), nor images, fonts and the links' prefetches, so that hydration, resizing pictures
// and rendering other pages do not slow down the renders being timed.
test.beforeEach(async ({ page }) => {
  await page.route(
    /\/_next\/static\/.*\.js(?:\?|$)|\/_next\/image\?|\/api\/media\/file\/|\.(?:woff2?|png|jpe?g|webp|avif)(?:\?|$)|[?&]_rsc=/,
    (route) => route.abort(),
  )
})

/**
 * The parts of the page its first paint skipped (DeferredRender) are drawn by the site's script once loaded;
 * with the scripts not fetched here, the test draws them, so that what the visitor reads (innerText) has them.
 */
const drawDeferredParts = (page: Page) =>
  page.evaluate(() => {
    for (const part of document.querySelectorAll('[data-deferred-render]')) part.removeAttribute('data-deferred-render')
  })

/**
 * Visits each address in turn until what the visitor reads there passes `shows`; a visit
 * that begins FRESH_WITHIN or more after the save must pass at once.
 */
async function expectOnEveryPage(
  page: Page,
  {
    paths,
    savedAt,
    shows,
    read = mainText,
  }: { paths: readonly string[]; savedAt: number; shows: (text: string) => boolean; read?: Reading },
) {
  for (const path of paths) {
    for (;;) {
      const visitedAt = Date.now()
      await page.goto(path, { waitUntil: 'domcontentloaded' })
      await drawDeferredParts(page)
      if (shows(await read(page))) break
      expect(visitedAt - savedAt, `${path} still shows the content as it was`).toBeLessThan(FRESH_WITHIN)
    }
  }
}

/** The collection's documents in id order, as a visitor reads them; `where` is a query-string filter. */
async function documents(request: APIRequestContext, collection: string, where = ''): Promise<Doc[]> {
  const response = await request.get(`/api/${collection}?depth=0&sort=id&limit=100${where && `&${where}`}`)
  expect(response.ok()).toBe(true)
  return ((await response.json()) as { docs: Doc[] }).docs
}

async function patch(request: APIRequestContext, headers: Record<string, string>, collection: string, id: number, data: object) {
  // The admin's change goes past a lock an editor's closed window may have left (Payload keeps it 5 minutes).
  const response = await request.patch(`/api/${collection}/${id}?overrideLock=true`, { headers, data })
  expect(response.ok(), `${collection} ${id}`).toBe(true)
  return ((await response.json()) as { doc: Doc }).doc
}

/**
 * Changes one text field of the documents, checks every page showing them, then puts the old text
 * back and checks those pages again (which also leaves the cached reads as they were).
 */
async function changeAndCheck(
  { page, request }: { page: Page; request: APIRequestContext },
  { collection, docs, field, paths }: { collection: string; docs: Doc[]; field: string; paths: readonly string[] },
) {
  const headers = await adminHeaders(request)
  const marker = `modifié ${Date.now()}`
  try {
    for (const doc of docs) await patch(request, headers, collection, doc.id, { [field]: `${String(doc[field])} (${marker})` })
    await expectOnEveryPage(page, { paths, savedAt: Date.now(), shows: (text) => text.includes(marker) })
  } finally {
    for (const doc of docs) await patch(request, headers, collection, doc.id, { [field]: doc[field] })
  }
  await expectOnEveryPage(page, { paths, savedAt: Date.now(), shows: (text) => !text.includes(marker) })
}

test('an editor’s change to a project reaches its page, the gallery, the home page and the sitemap', async ({ page, request }) => {
  const [project] = await listProjects(request)
  if (!project) throw new Error('no project')
  const paths = [...pagesReading(/\bgetProjectCards\(/), `/projet/${project.slug}`]
  expect(paths).toEqual(expect.arrayContaining(['/', '/plans-et-inspirations']))
  const headers = await adminHeaders(request)
  const newTitle = `${project.title} (modifié ${Date.now()})`
  try {
    const saved = await patch(request, headers, 'projects', project.id, { title: newTitle })
    await expectOnEveryPage(page, { paths, savedAt: Date.now(), shows: (text) => text.includes(newTitle) })
    // The sitemap reads the projects too: it dates each one by its last change.
    expect(await (await request.get('/sitemap.xml')).text()).toContain(String(saved.updatedAt))
  } finally {
    await patch(request, headers, 'projects', project.id, { title: project.title })
  }
  await expectOnEveryPage(page, { paths, savedAt: Date.now(), shows: (text) => !text.includes(newTitle) })
})

test('an editor’s change to a project’s photo reaches every page that shows the project', async ({ page, request }) => {
  const [project] = await listProjects(request)
  if (!project) throw new Error('no project')
  const { afterImage } = (await (await request.get(`/api/projects/${project.id}?depth=0`)).json()) as { afterImage: number }
  const photo = (await (await request.get(`/api/media/${afterImage}?depth=0`)).json()) as Doc
  const paths = [...pagesReading(/\bgetProjectCards\(/), `/projet/${project.slug}`]
  const headers = await adminHeaders(request)
  const alt = `${String(photo.alt)} (modifié ${Date.now()})`
  try {
    await patch(request, headers, 'media', photo.id, { alt })
    await expectOnEveryPage(page, { paths, savedAt: Date.now(), shows: (text) => text.includes(alt), read: pictureAlts })
  } finally {
    await patch(request, headers, 'media', photo.id, { alt: photo.alt })
  }
  await expectOnEveryPage(page, { paths, savedAt: Date.now(), shows: (text) => !text.includes(alt), read: pictureAlts })
})

test('an editor’s change to a short testimonial reaches every page that shows them', async ({ page, request }) => {
  const [first] = await documents(request, 'testimonials', 'where[kind][equals]=short')
  if (!first) throw new Error('no short testimonial')
  const paths = pagesReading(/\bgetTestimonials\('short'\)/)
  expect(paths).toEqual(expect.arrayContaining(['/']))
  // The first one: the strip shows it on arrival.
  await changeAndCheck({ page, request }, { collection: 'testimonials', docs: [first], field: 'text', paths })
})

test('an editor’s change to the reusable testimonials reaches every page that shows them', async ({ page, request }) => {
  // Each page picks some of them: all are changed, so that each page shows the change whichever it picks.
  const docs = await documents(request, 'testimonials', 'where[kind][equals]=reusable')
  expect(docs.length).toBeGreaterThan(0)
  const paths = pagesReading(/\bgetTestimonials\('reusable'\)|\bgetTestimonialsFor\(/)
  expect(paths).toEqual(
    expect.arrayContaining([
      '/extension-maison',
      '/installation-fenetre-de-toit-velux',
      '/installation-veranda-et-pergola',
      '/amenagement-combles-maison-phenix',
      '/qui-sommes-nous',
    ]),
  )
  await changeAndCheck({ page, request }, { collection: 'testimonials', docs, field: 'text', paths })
})

test('an editor’s change to a video reaches every page that shows the videos', async ({ page, request }) => {
  // The first one: the attic page embeds it alone.
  const [first] = await documents(request, 'videos')
  if (!first) throw new Error('no video')
  const paths = pagesReading(/\bgetVideos\(/)
  expect(paths).toEqual(expect.arrayContaining(['/', '/amenagement-combles']))
  await changeAndCheck({ page, request }, { collection: 'videos', docs: [first], field: 'title', paths })
})

test('an editor’s change to a timeline entry reaches the about page', async ({ page, request }) => {
  const [first] = await documents(request, 'timeline-entries')
  if (!first) throw new Error('no timeline entry')
  const paths = pagesReading(/\bgetTimeline\(/)
  expect(paths).toEqual(expect.arrayContaining(['/qui-sommes-nous']))
  await changeAndCheck({ page, request }, { collection: 'timeline-entries', docs: [first], field: 'title', paths })
})

test('an editor’s change to the site settings reaches every page’s footer', async ({ page, request }) => {
  // Some thirty pages, each rendered anew.
  test.setTimeout(600_000)
  const headers = await adminHeaders(request)
  const original = ((await (await request.get('/api/globals/site-settings', { headers })).json()) as { phone: string }).phone
  const [project] = await listProjects(request)
  if (!project) throw new Error('no project')
  // Every prerendered page (the layout reads the settings), a project page and the 404 page.
  const paths = [...sitePages().map(({ path }) => path), `/projet/${project.slug}`, '/une-page-inconnue']
  expect(paths.length).toBeGreaterThan(20)
  const phone = '02 35 00 00 00'
  try {
    expect((await request.post('/api/globals/site-settings', { headers, data: { phone } })).ok()).toBe(true)
    await expectOnEveryPage(page, { paths, savedAt: Date.now(), shows: (text) => text.includes(phone), read: footerText })
  } finally {
    expect((await request.post('/api/globals/site-settings', { headers, data: { phone: original } })).ok()).toBe(true)
  }
  await expectOnEveryPage(page, {
    paths: paths.slice(0, 1),
    savedAt: Date.now(),
    shows: (text) => text.includes(original),
    read: footerText,
  })
})

test('an editor’s change to the menu reaches the header and footer of every kind of page', async ({ page, request }) => {
  const headers = await adminHeaders(request)
  const read = async () => (await (await request.get('/api/globals/navigation?depth=0', { headers })).json()) as NavigationDoc
  const original = await read()
  const renamed = `Ressources (${Date.now()})`
  const withTitle = (title: string): NavigationDoc => ({
    ...original,
    groups: original.groups.map((group, index) => (index === 2 ? { ...group, footerTitle: title } : group)),
  })
  const [project] = await listProjects(request)
  if (!project) throw new Error('no project')
  const paths = ['/', '/contact', '/amenagement-combles-maison-phenix', `/projet/${project.slug}`, '/une-page-inconnue']
  try {
    expect((await request.post('/api/globals/navigation', { headers, data: withTitle(renamed) })).ok()).toBe(true)
    await expectOnEveryPage(page, {
      paths,
      savedAt: Date.now(),
      shows: (text) => text.includes(renamed.toUpperCase()) || text.includes(renamed),
      read: footerText,
    })
  } finally {
    expect((await request.post('/api/globals/navigation', { headers, data: original })).ok()).toBe(true)
  }
})

type NavigationDoc = { groups: { footerTitle?: string | null }[] }

test('a project’s autosaved draft stays off the site, and unpublishing it takes its page, card and sitemap entry off', async ({
  page,
  request,
}) => {
  const [seeded] = await listProjects(request)
  if (!seeded) throw new Error('no project')
  const headers = await adminHeaders(request)
  // A project of this test's own, copied from a seeded one: unpublishing a seeded project would change other specs' pages.
  // Its fields without ids (the lists' rows keep theirs, which a new project cannot reuse) and without order.
  const original = await (await request.get(`/api/projects/${seeded.id}?depth=0`, { headers })).text()
  const {
    createdAt: _created,
    updatedAt: _updated,
    _order,
    ...fields
  } = JSON.parse(original, (key, value: unknown) => (key === 'id' ? undefined : value)) as Doc
  const stamp = Date.now()
  const slug = `grenier-brique-lille-${stamp}`
  const title = `Grenier de brique à Lille ${stamp}`
  const created = await request.post('/api/projects', { headers, data: { ...fields, title, slug, _status: 'published' } })
  expect(created.status()).toBe(201)
  const { id } = ((await created.json()) as { doc: Doc }).doc
  const paths = [...pagesReading(/\bgetProjectCards\(/), `/projet/${slug}`]
  const sitemapHas = async () => (await (await request.get('/sitemap.xml')).text()).includes(`/projet/${slug}<`)
  try {
    await expectOnEveryPage(page, { paths, savedAt: Date.now(), shows: (text) => text.includes(title) })
    expect(await sitemapHas()).toBe(true)

    // An autosaved draft is the editor's alone: visitors keep reading the published project.
    const draftTitle = `${title} (brouillon)`
    const draft = await request.patch(`/api/projects/${id}?draft=true&autosave=true`, { headers, data: { title: draftTitle } })
    expect(draft.ok()).toBe(true)
    await page.waitForTimeout(FRESH_WITHIN)
    for (const path of paths) {
      await page.goto(path, { waitUntil: 'domcontentloaded' })
      await drawDeferredParts(page)
      const text = await mainText(page)
      expect(text, path).toContain(title)
      expect(text, path).not.toContain(draftTitle)
    }
    expect((await request.get(`/api/projects/${id}?depth=0`)).ok()).toBe(true)
    expect(((await (await request.get(`/api/projects/${id}?depth=0`)).json()) as Doc).title).toBe(title)

    await patch(request, headers, 'projects', id, { _status: 'draft' })
    const unpublishedAt = Date.now()
    await expect.poll(async () => (await request.get(`/projet/${slug}`)).status(), { timeout: FRESH_WITHIN, intervals: [100] }).toBe(404)
    await expectOnEveryPage(page, {
      paths: paths.filter((path) => !path.startsWith('/projet/')),
      savedAt: unpublishedAt,
      shows: (text) => !text.includes(title),
    })
    expect(await sitemapHas()).toBe(false)
    expect((await request.get(`/api/projects/${id}?depth=0`)).ok()).toBe(false)
    expect(((await (await request.get(`/api/projects?where[slug][equals]=${slug}&depth=0`)).json()) as { docs: Doc[] }).docs).toEqual([])
  } finally {
    await request.delete(`/api/projects/${id}`, { headers })
  }
})
