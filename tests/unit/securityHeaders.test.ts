import loadCustomRoutes from 'next/dist/lib/load-custom-routes'
import { buildCustomRoute } from 'next/dist/server/lib/router-utils/filesystem'
import type { NextConfig } from 'next'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { inertFilePolicy } from '@/config/inertFileHeaders.mjs'

type Header = { key: string; value: string }

/** next.config.mjs as `next build` reads it, with these variables. */
async function nextConfig(env: Record<string, string> = {}): Promise<NextConfig> {
  vi.unstubAllEnvs()
  const variables = { SERVER_URL: 'https://www.combles-nord.fr', NEXT_PUBLIC_GTM_ID: '', ...env }
  for (const [name, value] of Object.entries(variables)) vi.stubEnv(name, value)
  vi.resetModules()
  return (await import('../../next.config.mjs')).default as NextConfig
}

/**
 * The header rules that match a path, in order, matched and validated by Next's own code: the
 * rules a request for this path gets. Next sets them one after the other, so for one name the
 * last rule's value is sent.
 */
async function matchingRules(config: NextConfig, path: string): Promise<Header[][]> {
  const { headers } = await loadCustomRoutes(config)
  return headers.map((rule) => buildCustomRoute('header', rule)).filter((rule) => rule.match(path) !== false).map((rule) => rule.headers)
}

async function responseHeaders(config: NextConfig, path: string): Promise<Record<string, string>> {
  const rules = await matchingRules(config, path)
  return Object.fromEntries(rules.flat().map(({ key, value }) => [key.toLowerCase(), value]))
}

/** How many of the matching rules set this header (the site's policy must never ride along with the inert one). */
const rulesSetting = async (config: NextConfig, path: string, name: string) =>
  (await matchingRules(config, path)).filter((headers) => headers.some(({ key }) => key.toLowerCase() === name)).length

afterEach(() => {
  vi.unstubAllEnvs()
})

describe('security headers', () => {
  it('send HSTS in production over https, with the other protections', async () => {
    const headers = await responseHeaders(await nextConfig(), '/')
    expect(headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains; preload')
    expect(headers['content-security-policy']).toContain("frame-ancestors 'self'")
    expect(headers['x-content-type-options']).toBe('nosniff')
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
  })

  it('never send HSTS over plain http, where it would lock browsers out of a local server', async () => {
    const headers = await responseHeaders(await nextConfig({ SERVER_URL: 'http://127.0.0.1:3000' }), '/')
    expect(headers['strict-transport-security']).toBeUndefined()
    expect(headers['content-security-policy']).toContain("frame-ancestors 'self'")
  })

  it('serve uploaded files with the inert policy alone, never the site policy on top', async () => {
    const config = await nextConfig()
    for (const path of ['/api/media/file/plan.svg', '/api/media/file/chantier-480x360.webp', '/_next/image']) {
      const headers = await responseHeaders(config, path)
      expect(headers['content-security-policy'], path).toBe(inertFilePolicy)
      expect(await rulesSetting(config, path, 'content-security-policy'), path).toBe(1)
      expect(headers['x-content-type-options'], path).toBe('nosniff')
    }
    for (const path of ['/', '/admin', '/api/media', '/api/projects']) {
      expect((await responseHeaders(config, path))['content-security-policy'], path).toContain("frame-ancestors 'self'")
    }
    expect(inertFilePolicy).toBe("default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox")
    // next/image writes its own policy header over the rules: the same one.
    expect(config.images?.contentSecurityPolicy).toBe(inertFilePolicy)
  })

  it('ask for the colour-scheme client hint on admin pages only', async () => {
    const config = await nextConfig()
    for (const path of ['/admin', '/admin/login', '/admin/collections/projects/1']) {
      expect((await responseHeaders(config, path))['critical-ch'], path).toBe('Sec-CH-Prefers-Color-Scheme')
    }
    for (const path of ['/', '/plans-et-inspirations', '/administration', '/api/projects']) {
      expect((await responseHeaders(config, path))['critical-ch'], path).toBeUndefined()
    }
  })
})
