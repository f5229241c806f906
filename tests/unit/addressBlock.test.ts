import { describe, expect, it } from 'vitest'
import { addressBlock } from '@/http/addressBlock'

describe('addressBlock', () => {
  it('keeps an IPv4 address and the unknown address as they are', () => {
    expect(addressBlock('203.0.113.7')).toBe('203.0.113.7')
    expect(addressBlock('unknown')).toBe('unknown')
  })

  it('counts every address of one IPv6 /64 as that /64, however it is written', () => {
    const block = '2001:db8:1:2::/64'
    expect(addressBlock('2001:db8:1:2::1')).toBe(block)
    expect(addressBlock('2001:0db8:0001:0002:ffff:1:2:3')).toBe(block)
    expect(addressBlock('2001:DB8:1:2:0:0:0:9')).toBe(block)
    expect(addressBlock('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64')
  })

  it('expands a short form before it keeps the first four groups', () => {
    expect(addressBlock('::1')).toBe('0:0:0:0::/64')
    expect(addressBlock('fe80::1')).toBe('fe80:0:0:0::/64')
  })
})
