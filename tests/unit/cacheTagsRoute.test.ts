import { describe, expect, it } from 'vitest'
import { POST } from '@/app/(payload)/api/cache-tags/route'
import { CACHE_TAGS_KEY_HEADER, cacheTagsKey, isCacheTagsKey, tagsOf } from '@/cache/cacheTagsRoute'

const call = (headers: Record<string, string>, body = '["pages"]') =>
  POST(new Request('http://127.0.0.1/api/cache-tags', { method: 'POST', headers, body }))

describe('the route that clears cache tags', () => {
  it('hears only the servers’ key, derived from the secret', async () => {
    expect(cacheTagsKey()).toMatch(/^[\w-]{43}$/)
    expect(isCacheTagsKey(cacheTagsKey())).toBe(true)
    expect(isCacheTagsKey(null)).toBe(false)
    expect(isCacheTagsKey(cacheTagsKey().replace(/.$/, (last) => (last === 'A' ? 'B' : 'A')))).toBe(false)
    expect((await call({})).status).toBe(404)
    expect((await call({ [CACHE_TAGS_KEY_HEADER]: 'devine' })).status).toBe(404)
  })

  it('takes a short JSON list of short tags, nothing else', async () => {
    expect(tagsOf('["pages","pages:accueil"]')).toEqual(['pages', 'pages:accueil'])
    for (const body of ['', '{}', '"pages"', '[1]', '[""]', JSON.stringify(['x'.repeat(257)]), JSON.stringify(Array(201).fill('p'))])
      expect(tagsOf(body), body.slice(0, 20)).toBeNull()
    expect((await call({ [CACHE_TAGS_KEY_HEADER]: cacheTagsKey() }, '{"tags":1}')).status).toBe(400)
  })
})
