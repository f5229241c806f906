import { randomBytes } from 'node:crypto'
import { readdirSync } from 'node:fs'
import path from 'node:path'
import { type APIRequestContext, expect, test } from '@playwright/test'
import { distDirOf } from '../tests/harness/productionServerEnv'
import { E2E_DATABASE } from './database'
import { adminHeaders } from './site-helpers'

/** Where Next keeps what it renders and caches (server/route-cache in Next 16, server/app before). */
const serverDir = path.join(distDirOf(E2E_DATABASE), 'server')

function filesBelowServer(): string[] {
  return readdirSync(serverDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort()
}

const token = () => randomBytes(8).toString('hex')

/** What comes with an address: Next's own request headers and query strings, forged. */
const disguises: { query: string; headers: Record<string, string> }[] = [
  { query: '', headers: {} },
  { query: `?_rsc=${token()}`, headers: { RSC: '1' } },
  { query: '', headers: { RSC: '1', 'Next-Router-Prefetch': '1', 'Next-Router-State-Tree': '%5B%22%22%5D' } },
  { query: '', headers: { 'x-prerender-revalidate': token() } },
  { query: `?__nextDataReq=1&page=${token()}`, headers: { Accept: 'text/x-component', 'x-nextjs-data': '1' } },
  { query: '?draft=true&preview=1', headers: { 'x-middleware-prefetch': '1', Purpose: 'prefetch' } },
]

test('unknown addresses leave nothing under the build folder, whatever preview cookie, headers or query come with them', async ({
  request,
}) => {
  // The prerendered 404 page is kept once, at its first answer (as a page and as RSC): one fixed entry.
  const firstAnswers: Record<string, string>[] = [{}, { RSC: '1' }]
  for (const headers of firstAnswers) expect((await request.get(`/page-${token()}`, { headers })).status()).toBe(404)
  await new Promise((resolve) => setTimeout(resolve, 1_000))
  const before = filesBelowServer()
  const statuses: string[] = []
  for (let index = 0; index < 60; index++) {
    const { query, headers } = disguises[index % disguises.length]!
    const address = index % 3 === 0 ? `/conseils/${token()}/article-${index}` : `/page-${token()}`
    const forged = `__prerender_bypass=${token()}${index % 4 === 0 ? `; __prerender_bypass=${token()}` : ''}; __next_preview_data=${token()}`
    const method = ['GET', 'GET', 'HEAD', 'GET', 'PUT', 'GET', 'PATCH', 'DELETE', 'POST'][index % 9]!
    const response = await request.fetch(`${address}${query}`, { method, headers: { ...headers, Cookie: forged } })
    if (response.status() !== 404) statuses.push(`${method} ${address}${query}: ${response.status()}`)
  }
  // Next writes what it rendered after answering: give it the time.
  await new Promise((resolve) => setTimeout(resolve, 2_000))
  expect(filesBelowServer().filter((file) => !before.includes(file))).toEqual([])
  expect(statuses).toEqual([])
})

/** The cookies /apercu gives signed-in staff: Next's draft mode and the address gate's own. */
async function staffPreviewCookies(request: APIRequestContext, path: string): Promise<string> {
  const opened = await request.get(`/apercu?chemin=${path}`, { headers: await adminHeaders(request), maxRedirects: 0 })
  expect(opened.status()).toBe(307)
  const setCookie = opened.headers()['set-cookie'] ?? ''
  const cookies = ['__prerender_bypass', 'combles-apercu'].map((name) => setCookie.match(new RegExp(`${name}=([^;]+)`))?.[0])
  expect(cookies.every(Boolean)).toBe(true)
  return cookies.join('; ')
}

test('staff’s real draft mode on unknown addresses leaves nothing behind either', async ({ request }) => {
  const cookie = await staffPreviewCookies(request, '/mentions-legales')
  const before = filesBelowServer()
  for (let index = 0; index < 5; index++) {
    const response = await request.get(`/brouillon-${token()}`, { headers: { Cookie: cookie } })
    expect(response.status()).toBe(404)
  }
  await new Promise((resolve) => setTimeout(resolve, 2_000))
  expect(filesBelowServer().filter((file) => !before.includes(file))).toEqual([])
})

test('staff’s draft mode opens a page never published at its address; a visitor and a forged cookie get the 404', async ({ request }) => {
  const headers = await adminHeaders(request)
  const slug = `brouillon-jamais-publie-${token()}`
  const title = `Offre en préparation ${token()}`
  const created = await request.post('/api/pages?draft=true', {
    headers,
    data: { title, slug, _status: 'draft', layout: [{ blockType: 'hero', title, intro: 'Bientôt en ligne.' }] },
  })
  expect(created.status()).toBe(201)
  const cookie = await staffPreviewCookies(request, `/${slug}`)

  // Staff's browser carries their session beside the preview: the draft is read with their rights.
  const asStaff = await request.get(`/${slug}`, { headers: { ...headers, Cookie: cookie } })
  expect(asStaff.status()).toBe(200)
  expect(await asStaff.text()).toContain(title)
  const forged = [`__prerender_bypass=${token()}`, `__prerender_bypass=${token()}; combles-apercu=${token()}`]
  for (const visitor of [{}, ...forged.map((Cookie) => ({ Cookie }))] as Record<string, string>[]) {
    const response = await request.get(`/${slug}`, { headers: visitor })
    expect(response.status()).toBe(404)
    expect(await response.text()).not.toContain(title)
  }
})
