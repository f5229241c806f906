import type { CollectionSlug, GlobalSlug, Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { slugs } from '@collections/slugs'
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
    expect(refusalOf('GET', '/api/globals/navigation/versions/abc')).toEqual(addressRefusals.noDocument)
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
