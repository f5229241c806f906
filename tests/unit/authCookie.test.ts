import { generatePayloadCookie, type SanitizedCollectionConfig } from 'payload'
import { describe, expect, it } from 'vitest'
import { authCookieSettings } from '@/config/authCookie'

const cookieFor = (env: { NODE_ENV?: string; SERVER_URL?: string }) =>
  generatePayloadCookie({
    collectionAuthConfig: { cookies: authCookieSettings(env), tokenExpiration: 3600 } as SanitizedCollectionConfig['auth'],
    cookiePrefix: 'payload',
    token: 'jeton',
  })

describe('the staff session cookie', () => {
  it('is Secure, HttpOnly and SameSite=Lax in production over https', () => {
    const cookie = cookieFor({ NODE_ENV: 'production', SERVER_URL: 'https://www.combles-nord.fr' })
    expect(cookie).toMatch(/^payload-token=jeton;/)
    expect(cookie).toContain('Secure')
    expect(cookie).toContain('HttpOnly')
    expect(cookie).toContain('SameSite=Lax')
  })

  it('is HttpOnly and SameSite=Lax but not Secure on a local http server, where a Secure cookie would never come back', () => {
    for (const env of [
      { NODE_ENV: 'production', SERVER_URL: 'http://127.0.0.1:3000' },
      { NODE_ENV: 'development', SERVER_URL: 'https://x.fr' },
    ]) {
      const cookie = cookieFor(env)
      expect(cookie).not.toContain('Secure')
      expect(cookie).toContain('HttpOnly')
      expect(cookie).toContain('SameSite=Lax')
    }
  })
})
