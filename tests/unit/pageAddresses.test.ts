import { describe, expect, it } from 'vitest'
import { decodedPath, fixedRoutes, notFoundPageFor, onlyCatchAllAnswers, routePattern } from '@/http/pageAddresses'

const manifest = {
  '/(payload)/admin/[[...segments]]/page': '/admin/[[...segments]]',
  '/(payload)/api/[...slug]/route': '/api/[...slug]',
  '/(site)/[...slug]/page': '/[...slug]',
  '/(site)/page': '/',
  '/(site)/projet/[slug]/page': '/projet/[slug]',
  '/(site)/projet/introuvable/page': '/projet/introuvable',
  '/(site)/faisabilite/resultats/page': '/faisabilite/resultats',
  '/_not-found/page': '/_not-found',
  '/robots.txt/route': '/robots.txt',
}
const routes = fixedRoutes(manifest)

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

  it('leaves out the catch-all itself', () => {
    expect(routes.some((route) => route.test('/une-page'))).toBe(false)
  })

  it('checks only the addresses no other route answers', () => {
    expect(onlyCatchAllAnswers('/une-page-inconnue', routes)).toBe(true)
    expect(onlyCatchAllAnswers('/contact/merci', routes)).toBe(true)
    expect(onlyCatchAllAnswers('/faisabilite/resultats', routes)).toBe(false)
    expect(onlyCatchAllAnswers('/projet/combles-lille', routes)).toBe(false)
    expect(onlyCatchAllAnswers('/admin/dashboard', routes)).toBe(false)
    expect(onlyCatchAllAnswers('/api/leads/submit', routes)).toBe(false)
    expect(onlyCatchAllAnswers('/', routes)).toBe(false)
    expect(onlyCatchAllAnswers('/contact/', routes)).toBe(false)
    expect(onlyCatchAllAnswers('/images/logo.svg', routes)).toBe(false)
    expect(onlyCatchAllAnswers('/_next/static/chunks/a.js', routes)).toBe(false)
  })

  it('answers a project address with the project 404, an address only the catch-all answers with the site’s', () => {
    expect(notFoundPageFor('/projet/amenagement-combles-lille-25m2', routes)).toBe('/projet/introuvable')
    // The project 404's own address is no project either.
    expect(notFoundPageFor('/projet/introuvable', routes)).toBe('/projet/introuvable')
    expect(notFoundPageFor('/une-page-inconnue', routes)).toBe('/_not-found')
    expect(notFoundPageFor('/projet/a/b', routes)).toBe('/_not-found')
    expect(notFoundPageFor('/projet/photo.jpg', routes)).toBeNull()
    expect(notFoundPageFor('/faisabilite/resultats', routes)).toBeNull()
    expect(notFoundPageFor('/api/leads/submit', routes)).toBeNull()
  })

  it('decodes the path and drops the query', () => {
    expect(decodedPath('/r%C3%A9alisations?x=1')).toBe('/réalisations')
    expect(decodedPath('/%E0%A4%A')).toBeNull()
  })
})
