import { describe, expect, it } from 'vitest'
import { opensSitePage } from '../../scripts/opensSitePage'

const opening = (url: string, dest = 'document', method = 'GET') => opensSitePage({ method, url, headers: { 'sec-fetch-dest': dest } })

describe('opensSitePage', () => {
  it('is true for a browser opening a page of the site, its 404 page included', () => {
    expect(opening('/')).toBe(true)
    expect(opening('/plans-et-inspirations?service=combles')).toBe(true)
    expect(opening('/projet/amenagement-combles-amiens-48m2')).toBe(true)
    expect(opening('/administration-inconnue')).toBe(true)
  })

  it('is false for the admin, the API, the build’s files and files such as the sitemap', () => {
    expect(opening('/admin')).toBe(false)
    expect(opening('/admin/dashboard')).toBe(false)
    expect(opening('/api/leads')).toBe(false)
    expect(opening('/_next/static/chunks/app.js')).toBe(false)
    expect(opening('/sitemap.xml')).toBe(false)
    expect(opening('/robots.txt')).toBe(false)
  })

  it('is false for a script’s fetch, a frame’s or an image’s request, and for any other method', () => {
    expect(opening('/', 'empty')).toBe(false)
    expect(opening('/', 'iframe')).toBe(false)
    expect(opening('/', 'image')).toBe(false)
    expect(opensSitePage({ method: 'GET', url: '/', headers: {} })).toBe(false)
    expect(opening('/', 'document', 'POST')).toBe(false)
    expect(opening('/', 'document', 'HEAD')).toBe(false)
  })
})
