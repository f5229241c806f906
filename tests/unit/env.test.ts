import { describe, expect, it } from 'vitest'
import { ConfigError, parseEnv } from '@/config/env'

describe('parseEnv', () => {
  it('applies the documented defaults', () => {
    const env = parseEnv({})
    expect(env.NODE_ENV).toBe('development')
    expect(env.DATABASE_URL).toBeUndefined()
    expect(env.EMBEDDED_POSTGRES_PORT).toBe(54329)
    expect(env.SERVER_URL).toBe('http://localhost:3000')
    expect(env.CSRF_ORIGINS).toEqual([])
  })

  it('without SERVER_URL, puts the site where the server listens', () => {
    expect(parseEnv({ PORT: '3600' }).SERVER_URL).toBe('http://localhost:3600')
    expect(parseEnv({ PORT: '3600', SERVER_URL: 'https://www.combles-nord.fr' }).SERVER_URL).toBe('https://www.combles-nord.fr')
  })

  it('names a malformed DATABASE_URL in one line', () => {
    expect(() => parseEnv({ DATABASE_URL: 'mysql://localhost/db' })).toThrowError(ConfigError)
    try {
      parseEnv({ DATABASE_URL: 'mysql://localhost/db' })
    } catch (error) {
      expect((error as Error).message).toMatch(/^Configuration error: DATABASE_URL must be a postgres/)
      expect((error as Error).message).not.toContain('\n')
    }
  })

  it('reports every wrong variable at once', () => {
    expect(() => parseEnv({ SERVER_URL: 'not a url', EMBEDDED_POSTGRES_PORT: '80' })).toThrowError(
      /EMBEDDED_POSTGRES_PORT .*; SERVER_URL must be an absolute URL/,
    )
  })

  it('requires PAYLOAD_SECRET for a production deployment', () => {
    expect(() => parseEnv({ NODE_ENV: 'production', DATABASE_URL: 'postgres://db.example.fr/app' })).toThrowError(
      /PAYLOAD_SECRET is required/,
    )
  })

  it('lets a local production build on the embedded database generate its secret', () => {
    const env = parseEnv({
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://postgres@127.0.0.1:54329/combles',
      LOCAL_EMBEDDED_DATABASE: 'true',
    })
    expect(env.LOCAL_EMBEDDED_DATABASE).toBe(true)
    expect(env.PAYLOAD_SECRET).toBeUndefined()
  })

  it('wants ADMIN_EMAIL and ADMIN_PASSWORD together', () => {
    expect(() => parseEnv({ ADMIN_EMAIL: 'chef@example.fr' })).toThrowError(/go together/)
    expect(parseEnv({ ADMIN_EMAIL: 'chef@example.fr', ADMIN_PASSWORD: 'un-mot-de-passe-long' }).ADMIN_EMAIL).toBe('chef@example.fr')
  })

  it('splits the comma-separated lists', () => {
    const env = parseEnv({ CSRF_ORIGINS: 'https://a.fr, https://b.fr', DATABASE_READ_REPLICAS: 'postgres://r1/db' })
    expect(env.CSRF_ORIGINS).toEqual(['https://a.fr', 'https://b.fr'])
    expect(env.DATABASE_READ_REPLICAS).toEqual(['postgres://r1/db'])
  })
})

describe('TRUSTED_PROXIES', () => {
  it('defaults to no proxy and names a wrong value in the one-line error', () => {
    expect(parseEnv({}).TRUSTED_PROXIES).toEqual({ kind: 'none' })
    expect(() => parseEnv({ TRUSTED_PROXIES: '10.0.0.1,nope' })).toThrowError(/^Configuration error: TRUSTED_PROXIES has "nope"/)
  })
})

describe('ADMIN_PASSWORD', () => {
  it('follows the staff password rule', () => {
    expect(() => parseEnv({ ADMIN_EMAIL: 'a@b.fr', ADMIN_PASSWORD: 'court' })).toThrowError(/ADMIN_PASSWORD must be 12\+ characters/)
    expect(() => parseEnv({ ADMIN_EMAIL: 'a@b.fr', ADMIN_PASSWORD: 'motdepasse1234' })).toThrowError(/not a common password/)
    expect(parseEnv({ ADMIN_EMAIL: 'a@b.fr', ADMIN_PASSWORD: 'Vitre-Ardoise-Lucarne-59' }).ADMIN_PASSWORD).toBe('Vitre-Ardoise-Lucarne-59')
  })
})

describe('REDIS_URL', () => {
  it('is unset by default (cache on disk) and must be a redis:// or rediss:// address', () => {
    const defaults = parseEnv({})
    expect(defaults.REDIS_URL).toBeUndefined()
    expect(defaults.REDIS_FALLBACK_SECONDS).toBe(10)
    expect(parseEnv({ REDIS_URL: 'rediss://:secret@cache.example.fr:6380/0' }).REDIS_URL).toBe('rediss://:secret@cache.example.fr:6380/0')
    expect(() => parseEnv({ REDIS_URL: 'cache.example.fr:6379' })).toThrowError(
      /^Configuration error: REDIS_URL must be a redis:\/\/ or rediss:\/\/ URL$/,
    )
    expect(() => parseEnv({ REDIS_FALLBACK_SECONDS: '0' })).toThrowError(/REDIS_FALLBACK_SECONDS/)
  })
})
