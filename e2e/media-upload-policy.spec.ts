import { mkdir, readdir, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { expect, test, type APIRequestContext, type APIResponse } from '@playwright/test'
import sharp from 'sharp'
import { craftedSvg } from '../tests/harness/craftedSvg'
import { mediaDirOf } from '../tests/harness/productionServerEnv'
import { E2E_DATABASE } from './database'
import { devAdmin, signIn } from './helpers'
import { adminHeaders, newEditor, unique } from './site-helpers'

/** What every file served from the site's origin carries, whatever the file holds. */
const inertPolicy = "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox"
const refusal = 'Ce fichier n’est pas accepté\u00a0: déposez une image JPEG, PNG, WebP, AVIF ou GIF.'
const mediaDir = path.resolve(mediaDirOf(E2E_DATABASE))

async function mediaWithAlt(request: APIRequestContext, alt: string): Promise<number> {
  const response = await request.get(`/api/media?where[alt][equals]=${encodeURIComponent(alt)}&limit=1&depth=0`)
  expect(response.status()).toBe(200)
  return ((await response.json()) as { totalDocs: number }).totalDocs
}

const storedFilesStartingWith = async (stem: string) => (await readdir(mediaDir).catch(() => [])).filter((name) => name.startsWith(stem))

/** The response's Content-Security-Policy headers, each one: the site's must never be added beside the inert one. */
const policiesOf = async (response: APIResponse) =>
  (await response.headersArray()).filter(({ name }) => name.toLowerCase() === 'content-security-policy').map(({ value }) => value)

async function expectInert(response: APIResponse) {
  expect(response.status()).toBe(200)
  expect(await policiesOf(response)).toEqual([inertPolicy])
  expect(response.headers()['x-content-type-options']).toBe('nosniff')
}

test('an editor’s crafted SVG is refused in the admin with a French message, and nothing is stored', async ({ page, request }) => {
  const editor = await newEditor(request, 'media')
  const stem = `plan-${unique()}`
  const alt = `Plan piégé ${stem}`
  await signIn(page, editor)
  await expect(page).toHaveURL(/\/admin\/dashboard$/)

  await page.goto('/admin/collections/media/create')
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: `${stem}.svg`, mimeType: 'image/svg+xml', buffer: craftedSvg(`intrus.${stem}@example.fr`) })
  await page.getByLabel('Texte alternatif').fill(alt)
  await page.getByRole('button', { name: 'Sauvegarder' }).click()

  await expect(page.getByText(refusal)).toBeVisible()
  await expect(page).toHaveURL(/\/admin\/collections\/media\/create/)
  expect(await mediaWithAlt(request, alt)).toBe(0)
  expect(await storedFilesStartingWith(stem)).toEqual([])
})

test('the REST API refuses an SVG, even named as a PNG, with the same message', async ({ request }) => {
  const editor = await newEditor(request, 'media')
  const login = await request.post('/api/users/login', { data: editor })
  const headers = { Authorization: `JWT ${((await login.json()) as { token: string }).token}` }
  for (const [name, mimeType] of [
    ['svg', 'image/svg+xml'],
    ['png', 'image/png'],
  ] as const) {
    const stem = `plan-${name}-${unique()}`
    const alt = `Plan piégé ${stem}`
    const upload = await request.post('/api/media', {
      headers,
      multipart: {
        file: { name: `${stem}.${name}`, mimeType, buffer: craftedSvg(`intrus.${stem}@example.fr`) },
        _payload: JSON.stringify({ alt }),
      },
    })
    expect(upload.status(), name).toBe(400)
    const body = (await upload.json()) as { message: string; errors: { message: string }[] }
    expect(body.message, name).toBe(refusal)
    expect(body.errors[0]?.message, name).toBe(refusal)
    expect(await mediaWithAlt(request, alt), name).toBe(0)
    expect(await storedFilesStartingWith(stem), name).toEqual([])
  }
})

test('a crafted SVG already in the media folder stays inert when a signed-in admin opens it', async ({ page, request }) => {
  // Files stored before this policy, restored from a backup or copied into the folder by hand are
  // served like any upload: the response itself must keep them from running.
  const filename = `ancien-plan-${unique()}.svg`
  const intruder = `intrus.${unique()}@example.fr`
  await mkdir(mediaDir, { recursive: true })
  await writeFile(path.join(mediaDir, filename), craftedSvg(intruder))
  try {
    const headers = await adminHeaders(request)

    await signIn(page, devAdmin())
    await expect(page).toHaveURL(/\/admin\/dashboard$/)
    const userRequests: string[] = []
    page.on('request', (sent) => {
      if (new URL(sent.url()).pathname.startsWith('/api/users')) userRequests.push(`${sent.method()} ${sent.url()}`)
    })
    const messages: string[] = []
    page.on('console', (message) => messages.push(message.text()))

    const response = await page.goto(`/api/media/file/${filename}`)
    expect(response?.status()).toBe(200)
    expect(response?.headers()['content-type']).toBe('image/svg+xml')
    // Long enough for a running script's requests to finish: the account it would create is then found. (Not a
    // count of every account: the staff specs create theirs meanwhile.)
    await page.waitForLoadState('networkidle')
    const intruders = await request.get(`/api/users?where[email][equals]=${encodeURIComponent(intruder)}&limit=1&depth=0`, { headers })
    expect(((await intruders.json()) as { totalDocs: number }).totalDocs).toBe(0)
    expect(userRequests).toEqual([])
    expect(messages.filter((text) => text.startsWith('svg-script'))).toEqual([])
    // The browser did read the script element (the decoding trick works), yet never ran it.
    const seen = await page.evaluate(() => ({
      scripts: document.getElementsByTagNameNS('http://www.w3.org/2000/svg', 'script').length,
      ran: (window as Window & { __svgScriptRan?: boolean }).__svgScriptRan === true,
    }))
    expect(seen).toEqual({ scripts: 1, ran: false })

    await expectInert(await request.get(`/api/media/file/${filename}`))
  } finally {
    await rm(path.join(mediaDir, filename), { force: true })
  }
})

test('every upload response is inert: the original and each size made at upload', async ({ request }) => {
  const headers = await adminHeaders(request)
  const image = await sharp({ create: { width: 960, height: 720, channels: 3, background: '#1c4f39' } })
    .png()
    .toBuffer()
  const upload = await request.post('/api/media', {
    headers,
    multipart: {
      file: { name: `chantier-${unique()}.png`, mimeType: 'image/png', buffer: image },
      _payload: JSON.stringify({ alt: 'Chantier en cours' }),
    },
  })
  expect(upload.status()).toBe(201)
  const { doc } = (await upload.json()) as { doc: { id: number; url: string; sizes: Record<string, { url: string | null }> } }
  try {
    const sizes = Object.values(doc.sizes).flatMap((size) => (size.url ? [new URL(size.url, 'http://site').pathname] : []))
    expect(sizes).toHaveLength(3)
    for (const address of [new URL(doc.url, 'http://site').pathname, ...sizes]) {
      const response = await request.get(address)
      await expectInert(response)
      expect(response.headers()['content-type'], address).toMatch(/^image\//)
    }
  } finally {
    expect((await request.delete(`/api/media/${doc.id}`, { headers })).status()).toBe(200)
  }
})

test("no request makes a copy of a photo: Next's image optimiser is off, a 404 for any address", async ({ request }) => {
  const headers = await adminHeaders(request)
  const projects = await request.get('/api/projects?limit=1&depth=1', { headers })
  const project = ((await projects.json()) as { docs: { afterImage: { url: string } }[] }).docs[0]!
  const original = new URL(project.afterImage.url, 'http://site').pathname
  for (const address of [
    `/_next/image?url=${encodeURIComponent(original)}&w=640&q=75`,
    `/_next/image?url=${encodeURIComponent(`${original}?rt4=1`)}&w=640&q=75`,
    `/_next/image?url=${encodeURIComponent(original)}&w=3840&q=74`,
  ]) {
    const response = await request.get(address, { headers: { Accept: 'image/avif,image/webp,*/*' } })
    expect(response.status(), address).toBe(404)
    expect(response.headers()['content-type'], address).not.toMatch(/^image\//)
  }
})

test('a file over 40 MB is refused with a French message that says what to do', async ({ request }) => {
  const editor = await newEditor(request, 'trop-lourd')
  const login = await request.post('/api/users/login', { data: editor })
  const headers = { Authorization: `JWT ${((await login.json()) as { token: string }).token}` }
  const upload = await request.post('/api/media', {
    headers,
    multipart: {
      file: { name: 'enorme.jpg', mimeType: 'image/jpeg', buffer: Buffer.alloc(41 * 1024 * 1024, 1) },
      _payload: JSON.stringify({ alt: 'Trop lourd' }),
    },
  })
  expect(upload.status()).toBe(413)
  expect(JSON.stringify(await upload.json())).toContain('Ce fichier dépasse 40 Mo')
})

test('deleting a photo a project shows is refused in French, and the photo is still served', async ({ request }) => {
  const headers = await adminHeaders(request)
  const projects = await request.get('/api/projects?limit=1&depth=0', { headers })
  const project = ((await projects.json()) as { docs: { title: string; afterImage: number }[] }).docs[0]!
  const refused = await request.delete(`/api/media/${project.afterImage}`, { headers })
  expect(refused.status()).toBe(409)
  expect(((await refused.json()) as { errors: { message: string }[] }).errors[0]!.message).toContain(
    `projet «\u00a0${project.title}\u00a0» (Photo après)`,
  )
  const media = (await (await request.get(`/api/media/${project.afterImage}?depth=0`, { headers })).json()) as { url: string }
  await expectInert(await request.get(media.url))
})
