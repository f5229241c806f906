import { expect, type APIRequestContext, type FrameLocator, type Locator, type Page } from '@playwright/test'

/** The answer to an address, redirects not followed. */
export const visit = (request: APIRequestContext, path: string) => request.get(path, { maxRedirects: 0 })

/** `from` answers 308 to `to`, with one `location` (within 5 s: the redirect is written by the save's hook). */
export async function expectMoved(request: APIRequestContext, from: string, to: string) {
  const locationsOf308s: string[][] = []
  await expect(async () => {
    const response = await visit(request, from)
    expect(response.status()).toBe(308)
    const locations = response.headersArray().filter(({ name }) => name.toLowerCase() === 'location')
    locationsOf308s.push(locations.map(({ value }) => new URL(value, 'http://site').pathname))
    expect(locationsOf308s.at(-1)).toContain(to)
  }).toPass({ timeout: 5_000 })
  // Every 308 on the way, the first one too (a redirect not yet kept), names its target once.
  expect(locationsOf308s.filter((locations) => locations.length !== 1)).toEqual([])
}

/** A page published through the API at `/${slug}`, with one hero block; its id. */
export async function createPublishedPage(
  request: APIRequestContext,
  headers: Record<string, string>,
  { title, slug, heroTitle = title }: { title: string; slug: string; heroTitle?: string },
): Promise<number> {
  const created = await request.post('/api/pages', {
    headers,
    data: { title, slug, _status: 'published', layout: [{ blockType: 'hero', title: heroTitle }] },
  })
  expect(created.status()).toBe(201)
  return ((await created.json()) as { doc: { id: number } }).doc.id
}

/**
 * Types into a page's field in the admin and waits for the autosave that stores it as a draft. A view that
 * redraws itself just then (a take-over of the lock) puts the document's words back in the field: the text is
 * typed again, from an empty field so that it is a change, until an autosave stores it.
 */
export async function typeDraft(page: Page, field: Locator, text: string) {
  await expect(async () => {
    const autosaved = page.waitForResponse(
      (response) => /\/api\/pages\/\d+\?.*draft=true/.test(response.url()) && response.request().method() === 'PATCH' && response.ok(),
      { timeout: 10_000 },
    )
    if ((await field.inputValue()) === text) await field.fill('')
    await field.fill(text)
    await autosaved
    await expect(field).toHaveValue(text)
  }).toPass({ timeout: 45_000 })
}

/**
 * Publishes the open document's draft from the admin. First its status must say « Modifié »: a page that
 * was published still reads « Publié » for a moment after its autosave, and that would pass for done.
 * An autosave still running takes the button back for a moment, and a click then publishes nothing: click
 * again until the status says it is published.
 */
export async function publishFromAdmin(page: Page) {
  await expect(page.getByText(/^Statut\s*:\s*Modifié/)).toBeVisible({ timeout: 15_000 })
  const publish = page.getByRole('button', { name: 'Publier les modifications' })
  await expect(async () => {
    if (await publish.isEnabled()) await publish.click()
    await expect(page.getByText(/^Statut\s*:\s*Publié/)).toBeVisible({ timeout: 5_000 })
  }).toPass({ timeout: 45_000 })
}

/**
 * Picks `option` in one of the admin's select fields. The field opens its list on a click once React runs it; a
 * click before that (a slow start) opens nothing, so the click is tried again until the list shows.
 */
export async function chooseOption(page: Page, field: string, option: string | RegExp) {
  const choice = page.getByRole('option', { name: option, exact: typeof option === 'string' })
  await expect(async () => {
    if (!(await choice.first().isVisible())) await page.locator(field).click()
    await expect(choice.first()).toBeVisible({ timeout: 3_000 })
  }).toPass({ timeout: 30_000 })
  await choice.first().click()
}

/** The live preview at each of its presets: the page inside is drawn at the preset's width, and the frame fits its pane. */
export async function expectPreviewPresets(page: Page, preview: FrameLocator) {
  for (const [label, width] of [
    ['Téléphone', 390],
    ['Ordinateur', 1440],
  ] as const) {
    await page.locator('.live-preview-toolbar-controls .popup-button').first().click()
    await page.getByRole('button', { name: label, exact: true }).click()
    await expect.poll(() => preview.locator('body').evaluate(() => window.innerWidth)).toBe(width)
    // The frame, as drawn (scaled), lies within the preview's pane.
    const pane = await page.locator('.live-preview-window').boundingBox()
    const frame = await page.locator('iframe#live-preview-iframe').boundingBox()
    if (!pane || !frame) throw new Error('no preview pane')
    expect(frame.x, label).toBeGreaterThanOrEqual(pane.x - 1)
    expect(frame.x + frame.width, label).toBeLessThanOrEqual(pane.x + pane.width + 1)
  }
}

/** A page created as a draft, never published, by an editor (their token) through the API. */
export async function draftPage(request: APIRequestContext, token: string, slug: string, title: string) {
  const created = await request.post('/api/pages?draft=true', {
    headers: { Authorization: `JWT ${token}` },
    data: {
      title,
      slug,
      _status: 'draft',
      layout: [{ blockType: 'hero', title, intro: 'Une offre pour les premiers inscrits.' }],
    },
  })
  expect(created.status()).toBe(201)
  return ((await created.json()) as { doc: { id: number } }).doc.id
}
