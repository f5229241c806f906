import { describe, expect, it } from 'vitest'
import { isActiveGroup, isActiveRoute } from '@/rules/activeRoute'

describe('isActiveRoute', () => {
  it('matches / only exactly', () => {
    expect(isActiveRoute('/', '/')).toBe(true)
    expect(isActiveRoute('/contact', '/')).toBe(false)
    expect(isActiveRoute('/plans-et-inspirations', '/')).toBe(false)
  })

  it('matches a route and the paths below it', () => {
    expect(isActiveRoute('/faisabilite', '/faisabilite')).toBe(true)
    expect(isActiveRoute('/faisabilite/resultats', '/faisabilite')).toBe(true)
    expect(isActiveRoute('/contact/merci', '/contact')).toBe(true)
  })

  it('does not match a longer segment that merely shares the prefix', () => {
    expect(isActiveRoute('/amenagement-combles-maison-phenix', '/amenagement-combles')).toBe(false)
    expect(isActiveRoute('/amenagement-combles-maison-phenix', '/amenagement-combles-maison-phenix')).toBe(true)
  })

  it('ignores a trailing slash, a query and a hash', () => {
    expect(isActiveRoute('/contact/', '/contact')).toBe(true)
    expect(isActiveRoute('/contact?x=1', '/contact')).toBe(true)
    expect(isActiveRoute('/#top', '/')).toBe(true)
  })

  it('does not match other routes', () => {
    expect(isActiveRoute('/extension-maison', '/contact')).toBe(false)
  })
})

describe('isActiveGroup', () => {
  const group = { items: [{ route: '/amenagement-combles' }, { route: '/extension-maison' }], cta: { route: '/etude-gratuite' } }

  it('is active on one of its entries, below one, or on its call to action', () => {
    expect(isActiveGroup('/extension-maison', group)).toBe(true)
    expect(isActiveGroup('/amenagement-combles/', group)).toBe(true)
    expect(isActiveGroup('/etude-gratuite', group)).toBe(true)
  })

  it('is not active elsewhere, nor on a route that merely shares a prefix', () => {
    expect(isActiveGroup('/', group)).toBe(false)
    expect(isActiveGroup('/amenagement-combles-maison-phenix', group)).toBe(false)
    expect(isActiveGroup('/contact', { items: [{ route: '/' }] })).toBe(false)
  })
})
