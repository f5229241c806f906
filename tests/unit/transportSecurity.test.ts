import { describe, expect, it } from 'vitest'
import { transportSecurityHeader } from '@/http/transportSecurity'

describe('transportSecurityHeader', () => {
  it('asks browsers for https only when the site is served over https', () => {
    expect(transportSecurityHeader('https://www.combles-nord.fr')).toMatch(/^max-age=\d+; includeSubDomains/)
    expect(transportSecurityHeader('http://localhost:3000')).toBeNull()
  })
})
