import { getSafeRedirect } from 'payload/shared'
import { describe, expect, it } from 'vitest'
import { withSafeRedirect } from '@/admin/safeRedirectParam'

const site = 'http://localhost:3000'

/** Where Payload's login view sends a signed-in user, and where its form sends after a sign-in, from the admin's query (none: its fallback). */
const destination = (redirect: string | string[]) =>
  getSafeRedirect({ fallbackTo: '/admin', redirectTo: withSafeRedirect({ redirect }, site).redirect ?? [] })

describe('withSafeRedirect', () => {
  it('keeps a path of the site, normalized, and the rest of the query', () => {
    expect(withSafeRedirect({ redirect: '/admin/reports', depth: '1' }, site)).toEqual({ redirect: '/admin/reports', depth: '1' })
    expect(withSafeRedirect({ redirect: '/admin/collections/leads?limit=10' }, site)).toEqual({
      redirect: '/admin/collections/leads?limit=10',
    })
    expect(withSafeRedirect({ redirect: '/admin/x/../visites' }, site)).toEqual({ redirect: '/admin/visites' })
    expect(withSafeRedirect({ depth: '1' }, site)).toEqual({ depth: '1' })
  })

  it('drops a redirect a browser would read as another site, so that the admin goes to its own home', () => {
    for (const redirect of [
      '/.//evil.example/after-login',
      '/..//evil.example',
      '/%2e//evil.example',
      '/x/%2e%2e//evil.example',
      '//evil.example',
      '/\\evil.example',
      'https://evil.example/',
      ['/.//evil.example', '/admin'],
    ]) {
      expect([redirect, withSafeRedirect({ redirect, depth: '1' }, site)]).toEqual([redirect, { depth: '1' }])
      expect([redirect, destination(redirect)]).toEqual([redirect, '/admin'])
    }
  })
})
