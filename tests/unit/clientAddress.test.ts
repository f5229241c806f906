import { describe, expect, it } from 'vitest'
import { parseTrustedProxies, type TrustedProxies } from '@/config/trustedProxies'
import { clientAddress, UNKNOWN_ADDRESS } from '@/http/clientAddress'

const trust = (value: string): TrustedProxies => {
  const parsed = parseTrustedProxies(value)
  if (typeof parsed === 'string') throw new Error(parsed)
  return parsed
}

describe('clientAddress without trusted proxies', () => {
  const none = trust('')

  it('is the socket address, whatever X-Forwarded-For says', () => {
    expect(clientAddress('203.0.113.9', '198.51.100.1', none)).toBe('203.0.113.9')
    expect(clientAddress('203.0.113.9', '127.0.0.4', none)).toBe('203.0.113.9')
  })

  it('reads an IPv4 client of a dual-stack socket as its IPv4 address', () => {
    expect(clientAddress('::ffff:203.0.113.9', null, none)).toBe('203.0.113.9')
  })

  it('is unknown when the server did not stamp the socket address', () => {
    expect(clientAddress(null, '198.51.100.1', none)).toBe(UNKNOWN_ADDRESS)
  })
})

describe('clientAddress behind trusted proxies', () => {
  it('takes the rightmost address that is not a listed proxy', () => {
    const proxies = trust('10.0.0.0/8, 192.0.2.1')
    expect(clientAddress('10.0.0.5', '198.51.100.1', proxies)).toBe('198.51.100.1')
    // The client wrote the first entry; the balancer appended the address it saw.
    expect(clientAddress('10.0.0.5', '127.0.0.4, 198.51.100.1', proxies)).toBe('198.51.100.1')
    expect(clientAddress('10.0.0.5', '198.51.100.1, 192.0.2.1', proxies)).toBe('198.51.100.1')
  })

  it('ignores X-Forwarded-For from a peer that is not a listed proxy', () => {
    expect(clientAddress('203.0.113.9', '198.51.100.1', trust('10.0.0.0/8'))).toBe('203.0.113.9')
  })

  it('with a hop count, takes the address that many hops before the socket', () => {
    expect(clientAddress('10.0.0.5', 'forged, 198.51.100.1', trust('1'))).toBe('198.51.100.1')
    expect(clientAddress('10.0.0.6', '198.51.100.1, 10.0.0.5', trust('2'))).toBe('198.51.100.1')
    expect(clientAddress('10.0.0.5', null, trust('1'))).toBe('10.0.0.5')
  })

  it('matches IPv6 ranges', () => {
    expect(clientAddress('2001:db8::1', '2001:db8:ffff::9, 198.51.100.1', trust('2001:db8::/32'))).toBe('198.51.100.1')
  })

  it('never returns a long or invented key: a forged 6,000-character entry is no address', () => {
    const huge = 'a'.repeat(6000)
    expect(clientAddress('10.0.0.5', huge, trust('10.0.0.0/8'))).toBe(UNKNOWN_ADDRESS)
    expect(clientAddress('10.0.0.5', `${huge}, 198.51.100.1`, trust('10.0.0.0/8'))).toBe('198.51.100.1')
    expect(clientAddress('10.0.0.5', huge, trust('1'))).toBe(UNKNOWN_ADDRESS)
  })
})

describe('parseTrustedProxies', () => {
  it('reads nothing, a hop count or a list', () => {
    expect(parseTrustedProxies(undefined)).toEqual({ kind: 'none' })
    expect(parseTrustedProxies('2')).toEqual({ kind: 'hops', count: 2 })
    expect(parseTrustedProxies('10.0.0.0/8,::1')).toEqual({ kind: 'list', entries: ['10.0.0.0/8', '::1'] })
  })

  it('refuses what is neither', () => {
    expect(parseTrustedProxies('0')).toMatch(/hop count/)
    expect(parseTrustedProxies('10.0.0.0/33')).toMatch(/10\.0\.0\.0\/33/)
    expect(parseTrustedProxies('loadbalancer.local')).toMatch(/neither an IP address nor a CIDR range/)
  })
})
