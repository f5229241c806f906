import { afterEach, describe, expect, it, vi } from 'vitest'

type HeaderRule = { source: string; headers: { key: string; value: string }[] }

/** The headers next.config.mjs sends on a public page, for a given public address. */
async function publicPageHeaders(serverUrl: string) {
  vi.stubEnv('SERVER_URL', serverUrl)
  vi.resetModules()
  const config = (await import('../../next.config.mjs')).default as { headers: () => Promise<HeaderRule[]> }
  const rules = await config.headers()
  return Object.fromEntries(rules.filter((rule) => rule.source === '/:path*').flatMap((rule) => rule.headers.map((header) => [header.key, header.value])))
}

afterEach(() => {
  vi.unstubAllEnvs()
})

describe('security headers', () => {
  it('send HSTS in production over https, with the other protections', async () => {
    const headers = await publicPageHeaders('https://www.combles-nord.fr')
    expect(headers['Strict-Transport-Security']).toBe('max-age=63072000; includeSubDomains; preload')
    expect(headers['Content-Security-Policy']).toContain("frame-ancestors 'self'")
    expect(headers['X-Content-Type-Options']).toBe('nosniff')
    expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin')
  })

  it('never send HSTS over plain http, where it would lock browsers out of a local server', async () => {
    const headers = await publicPageHeaders('http://127.0.0.1:3000')
    expect(headers['Strict-Transport-Security']).toBeUndefined()
    expect(headers['Content-Security-Policy']).toContain("frame-ancestors 'self'")
  })

  it('ask for the colour-scheme client hint on admin pages only', async () => {
    const headers = await publicPageHeaders('https://www.combles-nord.fr')
    expect(headers['Critical-CH']).toBeUndefined()
  })
})
