import { describe, expect, it } from 'vitest'
import { redirectHops } from '@/rules/redirectHops'

const others = new Map<string, string | null>([
  ['/a', '/b'],
  ['/b', '/c'],
  ['/ailleurs', null],
])

describe('redirectHops', () => {
  it('lets a redirect through when the visitor makes one hop', () => {
    expect(redirectHops(others, '/d', '/e')).toBeNull()
    expect(redirectHops(others, '/d', null)).toBeNull()
    expect(redirectHops(new Map(), '/a', '/b')).toBeNull()
  })

  it('refuses a redirect to its own address', () => {
    expect(redirectHops(others, '/d', '/d')).toEqual({ kind: 'loop', through: ['/d', '/d'] })
  })

  it('refuses a loop through other redirects', () => {
    expect(redirectHops(others, '/c', '/a')).toEqual({ kind: 'loop', through: ['/c', '/a', '/b', '/c'] })
    expect(redirectHops(new Map([['/b', '/a']]), '/a', '/b')).toEqual({ kind: 'loop', through: ['/a', '/b', '/a'] })
  })

  it('refuses a destination that is itself redirected', () => {
    expect(redirectHops(others, '/d', '/b')).toEqual({ kind: 'onward', next: '/b' })
    expect(redirectHops(others, '/d', '/ailleurs')).toEqual({ kind: 'onward', next: '/ailleurs' })
  })

  it('refuses an address that another redirect already sends to', () => {
    expect(redirectHops(others, '/c', '/e')).toEqual({ kind: 'inward', source: '/b' })
    expect(redirectHops(others, '/c', null)).toEqual({ kind: 'inward', source: '/b' })
  })
})
