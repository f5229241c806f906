import { afterEach, describe, expect, it, vi } from 'vitest'
import { PAGE_ADDRESSES_KEY_HEADER, pageAddressesKey } from '@/http/pageAddressesKey'

vi.mock('@/data/pages', () => ({
  getPageEntries: async () => [{ slug: 'accueil' }, { slug: 'contact' }, { slug: 'plans-et-inspirations' }],
  getGalleryPageSlugs: async () => ['plans-et-inspirations'],
}))
vi.mock('@/data/content', () => ({ getProjectSlugs: async () => [{ slug: 'douai-2024' }] }))
vi.mock('@/data/redirects', () => ({ getRedirects: async () => ({ '/ancienne-offre-secrete': '/contact' }) }))

const { GET } = await import('@/app/(payload)/api/page-addresses/route')
const get = (headers: Record<string, string> = {}) => GET(new Request('http://localhost/api/page-addresses', { headers }))

afterEach(() => {
  vi.unstubAllEnvs()
})

describe('GET /api/page-addresses', () => {
  it('answers a 404 to anyone but the app’s server: the list names every redirect’s old address', async () => {
    vi.stubEnv('PAGE_ADDRESSES_KEY', '')
    expect((await get()).status).toBe(404)
    pageAddressesKey()
    expect((await get()).status).toBe(404)
    expect((await get({ [PAGE_ADDRESSES_KEY_HEADER]: 'devine' })).status).toBe(404)
    expect((await get({ [PAGE_ADDRESSES_KEY_HEADER]: '' })).status).toBe(404)
  })

  it('gives the app’s server, with its key, every page and project address, the galleries’ pages and every redirect', async () => {
    vi.stubEnv('PAGE_ADDRESSES_KEY', '')
    const response = await get({ [PAGE_ADDRESSES_KEY_HEADER]: pageAddressesKey() })
    expect(response.status).toBe(200)
    const body = (await response.json()) as { addresses: string[]; galleries: string[]; redirects: Record<string, string> }
    expect(body.addresses).toEqual(expect.arrayContaining(['/contact', '/projet/douai-2024']))
    expect(body.galleries).toEqual(['/plans-et-inspirations'])
    expect(body.redirects).toEqual({ '/ancienne-offre-secrete': '/contact' })
  })

  it('keeps one key for the process once made', () => {
    vi.stubEnv('PAGE_ADDRESSES_KEY', '')
    const key = pageAddressesKey()
    expect(key).toMatch(/^[\w-]{43}$/)
    expect(pageAddressesKey()).toBe(key)
  })
})
