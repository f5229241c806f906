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
  return headers
    .map((rule) => buildCustomRoute('header', rule))
    .filter((rule) => rule.match(path) !== false)
    .map((rule) => rule.headers)
}

async function responseHeaders(config: NextConfig, path: string): Promise<Record<string, string>> {
  const rules = await matchingRules(config, path)
  return Object.fromEntries(rules.flat().map(({ key, value }) => [key.toLowerCase(), value]))
}

/** How many of the matching rules set this header (the site's policy must never ride along with the inert one). */
const rulesSetting = async (config: NextConfig, path: string, name: string) =>
  (await matchingRules(config, path)).filter((headers) => headers.some(({ key }) => key.toLowerCase() === name)).length

const directive = (policy: string | undefined, name: string) =>
  (policy ?? '')
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name} `))

afterEach(() => {
  vi.unstubAllEnvs()
})

describe('security headers', () => {
  it('give pages and the API the site policy: scripts from the site only, no eval, no plugin, framed by the site only', async () => {
    const config = await nextConfig()
    for (const path of ['/', '/contact', '/admin', '/admin/collections/media', '/api/projects', '/api/media', '/images/logo.svg']) {
      const headers = await responseHeaders(config, path)
      const policy = headers['content-security-policy']
      expect(directive(policy, 'script-src'), path).toBe("script-src 'self' 'unsafe-inline'")
      expect(directive(policy, 'default-src'), path).toBe("default-src 'self'")
      expect(directive(policy, 'object-src'), path).toBe("object-src 'none'")
      expect(directive(policy, 'frame-ancestors'), path).toBe("frame-ancestors 'self'")
      expect(directive(policy, 'frame-src'), path).toBe("frame-src 'self' https://www.youtube-nocookie.com")
      expect(headers['x-content-type-options'], path).toBe('nosniff')
      expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin')
      expect(headers['x-frame-options'], path).toBe('SAMEORIGIN')
    }
  })

  it('let the tag manager and the analytics it loads in only when the site has a container', async () => {
    const policy = (await responseHeaders(await nextConfig({ NEXT_PUBLIC_GTM_ID: 'GTM-ABC1234' }), '/'))['content-security-policy']
    expect(directive(policy, 'script-src')).toBe("script-src 'self' 'unsafe-inline' https://www.googletagmanager.com")
    expect(directive(policy, 'connect-src')).toContain('https://*.google-analytics.com')
    expect(directive(policy, 'img-src')).toContain('https://*.googletagmanager.com')
    const without = (await responseHeaders(await nextConfig(), '/'))['content-security-policy']
    expect(without).not.toContain('google')
  })

  it('allow eval for the development server’s hot reload, never in a build', async () => {
    const development = (await responseHeaders(await nextConfig({ NODE_ENV: 'development' }), '/'))['content-security-policy']
    expect(directive(development, 'script-src')).toBe("script-src 'self' 'unsafe-inline' 'unsafe-eval'")
    const production = (await responseHeaders(await nextConfig({ NODE_ENV: 'production' }), '/'))['content-security-policy']
    expect(production).not.toContain('unsafe-eval')
  })

  it('serve uploaded files with the inert policy alone, never the site policy on top', async () => {
    const config = await nextConfig()
    for (const path of ['/api/media/file/plan.svg', '/api/media/file/chantier-w640.webp']) {
      const headers = await responseHeaders(config, path)
      expect(headers['content-security-policy'], path).toBe(inertFilePolicy)
      expect(await rulesSetting(config, path, 'content-security-policy'), path).toBe(1)
      expect(headers['x-content-type-options'], path).toBe('nosniff')
    }
    expect(inertFilePolicy).toBe("default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox")
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

  it('never name the server: no X-Powered-By from Next or from Payload', async () => {
    const config = await nextConfig()
    expect(config.poweredByHeader).toBe(false)
    for (const path of ['/', '/admin', '/api/projects', '/api/media/file/plan.webp']) {
      expect((await responseHeaders(config, path))['x-powered-by'], path).toBeUndefined()
    }
  })

  it('leave Strict-Transport-Security to the server started in production, not to the build', async () => {
    const config = await nextConfig()
    for (const path of ['/', '/admin']) expect((await responseHeaders(config, path))['strict-transport-security'], path).toBeUndefined()
  })
})
