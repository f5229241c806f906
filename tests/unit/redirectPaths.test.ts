import { describe, expect, it } from 'vitest'
import { normalizeRedirectPath, onSitePath, redirectTargetPath } from '@/rules/redirectPaths'

describe('normalizeRedirectPath', () => {
  it('keeps the bare path of what an editor typed', () => {
    expect(normalizeRedirectPath('/ancienne-page')).toBe('/ancienne-page')
    expect(normalizeRedirectPath('ancienne-page')).toBe('/ancienne-page')
    expect(normalizeRedirectPath(' /ancienne-page/ ')).toBe('/ancienne-page')
    expect(normalizeRedirectPath('https://www.combles-nord.fr/ancienne-page/?utm_source=x#haut')).toBe('/ancienne-page')
    expect(normalizeRedirectPath('/')).toBe('/')
    expect(normalizeRedirectPath('//')).toBe('/')
  })
})

describe('redirectTargetPath', () => {
  it('sends to a custom address as typed', () => {
    expect(redirectTargetPath({ type: 'custom', url: ' /plans-et-inspirations ' })).toBe('/plans-et-inspirations')
    expect(redirectTargetPath({ type: 'custom', url: '' })).toBeNull()
  })

  it('sends to the current address of the project it names', () => {
    const to = { type: 'reference' as const, reference: { relationTo: 'projects', value: { slug: 'amenagement-combles-amiens-48m2' } } }
    expect(redirectTargetPath(to)).toBe('/projet/amenagement-combles-amiens-48m2')
  })

  it('has no target for a deleted or unpopulated document, or a collection without addresses', () => {
    expect(redirectTargetPath({ type: 'reference', reference: null })).toBeNull()
    expect(redirectTargetPath({ type: 'reference', reference: { relationTo: 'projects', value: 3 } })).toBeNull()
    expect(redirectTargetPath({ type: 'reference', reference: { relationTo: 'videos', value: { slug: 'x' } } })).toBeNull()
    expect(redirectTargetPath(null)).toBeNull()
  })
})

describe('onSitePath', () => {
  const site = 'https://www.combles-nord.fr'

  it('follows a destination on the site to its bare path, typed as a path or with the site’s origin', () => {
    expect(onSitePath('/plans-et-inspirations/?service=combles', site)).toBe('/plans-et-inspirations')
    expect(onSitePath('https://www.combles-nord.fr/contact#formulaire', site)).toBe('/contact')
  })

  it('has no path for an address elsewhere or one the link rule refuses', () => {
    expect(onSitePath('https://www.service-public.fr/aides', site)).toBeNull()
    expect(onSitePath('//evil.example', site)).toBeNull()
    expect(onSitePath('/\\evil.example', site)).toBeNull()
    expect(onSitePath('http://www.combles-nord.fr/contact', site)).toBeNull()
  })
})
