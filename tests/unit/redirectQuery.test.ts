import { describe, expect, it } from 'vitest'
import { withQueryOf } from '@/rules/redirectPaths'

describe('a redirect keeps the query the visitor came with', () => {
  it('adds nothing when the visitor brought no query', () => {
    expect(withQueryOf('/ancienne-offre', '/contact')).toBe('/contact')
  })

  it('carries a campaign’s parameters after the target’s own, encoded', () => {
    expect(withQueryOf('/ancienne-offre?utm_source=flyer&x=a%20b', '/contact?type=combles')).toBe(
      '/contact?type=combles&utm_source=flyer&x=a+b',
    )
  })

  it('keeps an external target external', () => {
    expect(withQueryOf('/partenaire?utm_campaign=printemps', 'https://partenaire.example/offre')).toBe(
      'https://partenaire.example/offre?utm_campaign=printemps',
    )
  })
})
