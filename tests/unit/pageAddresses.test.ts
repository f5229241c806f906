import { describe, expect, it } from 'vitest'
import { decodedPath, notFoundPageFor, onlyCatchAllAnswers, routePattern } from '@/http/pageAddresses'

describe('page addresses', () => {
  it('turns route patterns into expressions', () => {
    expect(routePattern('/projet/[slug]').test('/projet/combles-lille')).toBe(true)
    expect(routePattern('/projet/[slug]').test('/projet/a/b')).toBe(false)
    expect(routePattern('/api/[...slug]').test('/api')).toBe(false)
    expect(routePattern('/api/[...slug]').test('/api/pages/1')).toBe(true)
    expect(routePattern('/admin/[[...segments]]').test('/admin')).toBe(true)
    expect(routePattern('/admin/[[...segments]]').test('/admin/collections/leads')).toBe(true)
    expect(routePattern('/robots.txt').test('/robotsXtxt')).toBe(false)
    expect(routePattern('/').test('/')).toBe(true)
  })

  it('checks only the addresses no other route answers', () => {
    expect(onlyCatchAllAnswers('/une-page-inconnue')).toBe(true)
    expect(onlyCatchAllAnswers('/contact/merci')).toBe(true)
    expect(onlyCatchAllAnswers('/faisabilite/resultats')).toBe(false)
    expect(onlyCatchAllAnswers('/projet/combles-lille')).toBe(false)
    expect(onlyCatchAllAnswers('/admin/dashboard')).toBe(false)
    expect(onlyCatchAllAnswers('/api/leads/submit')).toBe(false)
    expect(onlyCatchAllAnswers('/')).toBe(false)
    expect(onlyCatchAllAnswers('/contact/')).toBe(false)
    expect(onlyCatchAllAnswers('/images/logo.svg')).toBe(false)
    expect(onlyCatchAllAnswers('/_next/static/chunks/a.js')).toBe(false)
  })

  it('answers a project address with the project 404, an address only the catch-all answers with the site’s', () => {
    expect(notFoundPageFor('/projet/amenagement-combles-lille-25m2')).toBe('/projet/introuvable')
    // The project 404's own address is no project either.
    expect(notFoundPageFor('/projet/introuvable')).toBe('/projet/introuvable')
    expect(notFoundPageFor('/une-page-inconnue')).toBe('/_not-found')
    expect(notFoundPageFor('/projet/a/b')).toBe('/_not-found')
    expect(notFoundPageFor('/projet/photo.jpg')).toBeNull()
    expect(notFoundPageFor('/faisabilite/resultats')).toBeNull()
    expect(notFoundPageFor('/api/leads/submit')).toBeNull()
  })

  it('decodes the path and drops the query', () => {
    expect(decodedPath('/r%C3%A9alisations?x=1')).toBe('/réalisations')
    expect(decodedPath('/%E0%A4%A')).toBeNull()
  })
})
