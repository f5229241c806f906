import config from '@payload-config'
import { REST_GET } from '@payloadcms/next/routes'
import type { CollectionSlug, GlobalSlug, Payload } from 'payload'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { slugs } from '@collections/slugs'
import { createStaff } from '../harness/actors'
import { getTestPayload } from '../harness/payload'
import { anonymousReadables, type PublicContent } from '@/api/anonymousReadables'
import { guardRestRequest } from '@/api/guardRestRequest'
import { addressRefusals, malformedAddressRefusal } from '@/api/malformedAddressRefusal'

let payload: Payload
let open: PublicContent

beforeAll(async () => {
  payload = await getTestPayload()
  open = await anonymousReadables(payload)
})

/** Whether Payload itself lets a visitor without an account read it (access enforced, no user). */
async function anonymousMayRead(read: () => Promise<unknown>): Promise<boolean> {
  try {
    await read()
    return true
  } catch {
    return false
  }
}

const longSearch = `where[title][like]=${Array.from({ length: 11 }, (_, index) => `mot${index}`).join('+')}`

describe('what anonymous visitors may read, from the access rules', () => {
  it('is exactly what Payload lets an anonymous request read, for every collection and global of the config', async () => {
    for (const { slug } of payload.config.collections) {
      const readable = await anonymousMayRead(() =>
        payload.find({ collection: slug as CollectionSlug, overrideAccess: false, limit: 1, depth: 0 }),
      )
      expect(open.collections.has(slug), slug).toBe(readable)
    }
    for (const { slug } of payload.config.globals) {
      const readable = await anonymousMayRead(() => payload.findGlobal({ slug: slug as GlobalSlug, overrideAccess: false, depth: 0 }))
      expect(open.globals.has(slug), slug).toBe(readable)
    }
  })

  it('covers the pages and the menus, not the leads, the users or the redirects (staff only)', () => {
    for (const slug of [slugs.pages, slugs.projects, slugs.testimonials, slugs.videos, slugs.timelineEntries, slugs.media])
      expect(open.collections.has(slug), slug).toBe(true)
    for (const slug of [slugs.leads, slugs.users, 'redirects']) expect(open.collections.has(slug), slug).toBe(false)
    expect([...open.globals].sort()).toEqual(['navigation', 'site-settings'])
  })

  it('bounds the queries on every one of them, and on nothing else', async () => {
    const guarded = async (path: string, segments: string[]) =>
      guardRestRequest(new Request(`http://localhost/api/${path}`), segments, payload)
    for (const { slug } of payload.config.collections) {
      const checked = await guarded(`${slug}?${longSearch}`, [slug])
      expect(checked instanceof Response ? checked.status : 'to Payload', slug).toBe(open.collections.has(slug) ? 400 : 'to Payload')
    }
    for (const { slug } of payload.config.globals) {
      const checked = await guarded(`globals/${slug}?depth=50`, ['globals', slug])
      expect(checked instanceof Response ? checked.status : 'to Payload', slug).toBe(open.globals.has(slug) ? 400 : 'to Payload')
    }
  })

  it('refuses ids that are no integer, on `id` and on the relationships of the collection queried', async () => {
    for (const [path, slug] of [
      ['pages?where[id][in]=a,b', slugs.pages],
      ['projects?where[beforeImage][equals]=abc', slugs.projects],
      ['pages?where[meta.image][equals]=abc', slugs.pages],
      ['media?where[id][equals]=99999999999', slugs.media],
    ] as const) {
      const checked = await guardRestRequest(new Request(`http://localhost/api/${path}`), [slug], payload)
      expect(checked instanceof Response ? checked.status : 'to Payload', path).toBe(400)
    }
  })

  it('has no GraphQL route to bound: enabling GraphQL must give it the same limits first', () => {
    expect(payload.config.graphQL.disable).toBe(true)
  })
})

describe('malformed addresses of the REST API', () => {
  const refusalOf = (method: string, pathname: string) => malformedAddressRefusal(payload, method, pathname)

  it('refuses ids that are no integer and file names that are no plain name, before Payload runs them', () => {
    for (const pathname of ['/api/pages/abc', '/api/media/abc', '/api/media/package.json', '/api/leads/digests', '/api/leads/1.5'])
      expect(refusalOf('GET', pathname), pathname).toEqual(addressRefusals.noDocument)
    expect(refusalOf('GET', '/api/pages/99999999999')).toEqual(addressRefusals.noDocument)
    expect(refusalOf('PATCH', '/api/leads/abc')).toEqual(addressRefusals.noDocument)
    expect(refusalOf('DELETE', '/api/media/abc')).toEqual(addressRefusals.noDocument)
    // The menus keep no versions: whatever the id, there is none to find.
    expect(refusalOf('GET', '/api/globals/navigation/versions/abc')).toEqual(addressRefusals.noVersions)
    for (const pathname of ['/api/media/file/x%00.jpg', '/api/media/file/..%2Fpackage.json', '/api/media/file/a%5Cb.jpg'])
      expect(refusalOf('GET', pathname), pathname).toEqual(addressRefusals.noFile)
    expect(refusalOf('GET', '/api/media/file/%E0%A4%A')).toEqual(addressRefusals.malformed)
  })

  it('lets well-formed addresses through, and those no endpoint answers (Payload’s 404)', () => {
    for (const pathname of [
      '/api/pages/12',
      '/api/pages/count',
      '/api/pages/versions',
      '/api/media/file/projet-1-avant.webp',
      '/api/media/file/photo%20du%20chantier.jpg',
      '/api/users/me',
      // The admin's preferences are named, not numbered: their own endpoint comes before Payload's `/:id`.
      '/api/payload-preferences/nav',
      '/api/globals/navigation',
      '/api/unknown/abc',
      '/api/pages/12/extra',
    ])
      expect(refusalOf('GET', pathname), pathname).toBeNull()
  })
})

describe('the REST API as its route runs it (guardRestRequest, then Payload)', () => {
  const restGet = REST_GET(config)
  /** The route's answer to a GET: the guard's refusal, or Payload's own answer. */
  async function get(path: string, headers: Record<string, string> = {}): Promise<Response> {
    const request = new Request(`http://localhost/api/${path}`, { headers })
    const slug = new URL(request.url).pathname.split('/').slice(2).map(decodeURIComponent)
    const checked = await guardRestRequest(request, slug, payload)
    return checked instanceof Response ? checked : restGet(checked, { params: Promise.resolve({ slug }) })
  }

  it('answers every query of the wrong kind for its field with a 400, never a 500 (PostgreSQL’s error and query in the log)', async () => {
    for (const path of [
      'pages?where[layout.content][like]=abc',
      'pages?where[layout.blockType][equals]=zzz',
      'pages?where[_status][equals]=zzz',
      'pages?where[_status][in]=published,zzz',
      'pages?where[_status][like]=pub',
      'pages?where[noIndex][equals]=maybe',
      'pages?where[noIndex][like]=tr',
      'pages?where[createdAt][like]=2026',
      'pages?where[createdAt][contains]=2026',
      'pages?where[title][equals]=a%00b',
      'pages?where[slug][in]=a%00b,c',
      'projects?where[title][like]=a%00',
      'pages?limit=251',
      'pages?limit=0',
      'pages?pagination=false',
    ]) {
      const response = await get(path)
      expect(response.status, path).toBe(400)
      expect(((await response.json()) as { errors: { message: string }[] }).errors[0]?.message, path).toMatch(
        /^Requête (mal formée|refusée)\u00a0: /,
      )
    }
  })

  it('still answers the queries the site and the admin make', async () => {
    for (const path of [
      'pages?where[_status][equals]=published',
      'pages?where[_status][in]=draft,published',
      'pages?where[noIndex][equals]=true',
      'pages?where[noIndex][not_equals]=false',
      'pages?where[createdAt][greater_than]=2026-01-01',
      'pages?where[_status][exists]=true',
      'pages?where[title][like]=combles',
      'pages?limit=100&page=1',
      // The admin reads the titles of a list's relationships 250 at a time.
      'media?limit=250&depth=0&where[id][in]=1,2',
    ])
      expect((await get(path)).status, path).toBe(200)
  })

  it('answers a file name too long to exist, and the versions of what keeps none, with a 404', async () => {
    expect((await get(`media/file/${'a'.repeat(5000)}.jpg`)).status).toBe(404)
    const { admin } = await createStaff(payload)
    const { token } = await payload.login({ collection: slugs.users, data: { email: admin!.email, password: 'mot-de-passe-de-test-1' } })
    const signedIn = { Authorization: `JWT ${token}` }
    for (const slug of [slugs.media, slugs.testimonials, slugs.leads, slugs.users]) {
      const collection = payload.config.collections.find((each) => each.slug === slug)!
      expect(collection.versions, slug).toBeFalsy()
      expect((await get(`${slug}/versions`, signedIn)).status, slug).toBe(404)
      expect((await get(`${slug}/versions/1`, signedIn)).status, slug).toBe(404)
    }
    expect((await get(`${slugs.pages}/versions?limit=1`, signedIn)).status).toBe(200)
  })

  it('writes one short line in the log for each refusal, its path cut short and its control characters escaped', async () => {
    const lines: string[] = []
    const info = vi.spyOn(payload.logger, 'info').mockImplementation(((line: unknown) => void lines.push(String(line))) as never)
    try {
      expect((await get('pages?where[noIndex][equals]=maybe')).status).toBe(400)
      expect((await get(`media/file/${'a'.repeat(5000)}.jpg`)).status).toBe(404)
    } finally {
      info.mockRestore()
    }
    expect(lines).toHaveLength(2)
    expect(lines[0]).toMatch(/^Requête refusée \(400\) : GET \/api\/pages — Requête (mal formée|refusée)\u00a0: /)
    expect(lines[1]).toMatch(/^Requête refusée \(404\) : GET \/api\/media\/file\/a+… — /)
    for (const line of lines) expect(line.length).toBeLessThan(400)
  })
})
