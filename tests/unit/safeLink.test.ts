import { describe, expect, it } from 'vitest'
import { safeLink, type LinkKind } from '@/http/safeLink'
import { sitePath } from '@/http/sitePath'

const site = 'https://www.combles-nord.fr'
const every: LinkKind[] = ['path', 'anchor', 'https', 'mailto', 'tel']

/** Addresses that a browser would take off the site, or that are no link at all. */
const offSite = [
  '/\\evil.example',
  '/\\\\evil.example',
  '\\/evil.example',
  '/%5Cevil.example',
  '/%5cevil.example',
  '/%255Cevil.example',
  '/\t/evil.example',
  '/%09/evil.example',
  '/\r\n/evil.example',
  '/%0D%0A/evil.example',
  '/\n/evil.example',
  '/%0a/evil.example',
  '/contact\r\nSet-Cookie: a=b',
  '/contact%0d%0aSet-Cookie:%20a=b',
  '//evil.example',
  '///evil.example',
  '/%2Fevil.example',
  '/%252F%252Fevil.example',
  // Dot segments: the input holds no « // » at its start, the URL parser's result does.
  '/.//evil.example/phish',
  '/..//evil.example',
  '/%2e//evil.example',
  '/%2E%2E//evil.example',
  '/x/%2e%2e//evil.example',
  '/x/..//evil.example',
  '/x/../..//evil.example',
  '/x/.%2e//evil.example',
  '/./%2Fevil.example',
  ' //evil.example',
  ' /contact',
  '/contact ',
  '\u00a0/contact',
  '/con tact',
  '/%E0%A4%A',
  'evil.example',
  'contact',
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  ' javascript:alert(1)',
  'java\tscript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'DATA:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  'vbscript:msgbox(1)',
  'http://evil.example/',
  'HTTP://evil.example/',
  'https:evil.example',
  'https:/evil.example',
  'https://www.combles-nord.fr@evil.example/',
  'https://user:mot-de-passe@evil.example/',
  'https://localhost/',
  'https://evil.example\\@www.combles-nord.fr/',
  'ftp://evil.example/',
  'mailto:',
  'mailto:contact',
  'tel:',
  'tel:javascript:alert(1)',
  '#',
  '#"><script>',
]

describe('sitePath', () => {
  it('reads a path of the site on the site’s origin, normalized', () => {
    expect(sitePath('/', site)).toBe('/')
    expect(sitePath('/contact', site)).toBe('/contact')
    expect(sitePath('/plans-et-inspirations?service=combles#galerie', site)).toBe('/plans-et-inspirations?service=combles#galerie')
    expect(sitePath('/projet/a/../b', site)).toBe('/projet/b')
    expect(sitePath('/aménagement', site)).toBe('/am%C3%A9nagement')
    // A query may carry encoded slashes: it never changes the origin.
    expect(sitePath('/contact?retour=%2F%2Fx', site)).toBe('/contact?retour=%2F%2Fx')
  })

  it('refuses every address that would leave the site or that is no path', () => {
    for (const value of offSite) expect([value, sitePath(value, site)]).toEqual([value, null])
  })

  it('keeps the origin of the site it is given, whatever the value', () => {
    for (const origin of ['http://localhost:3000', 'http://127.0.0.1:3411', site])
      for (const value of offSite) expect([origin, value, sitePath(value, origin)]).toEqual([origin, value, null])
  })
})

describe('safeLink', () => {
  it('tells the kind of each link it accepts', () => {
    expect(safeLink('/etude-gratuite', every, site)).toBe('path')
    expect(safeLink('#formulaire-phenix', every, site)).toBe('anchor')
    expect(safeLink('https://www.m6.fr', every, site)).toBe('https')
    expect(safeLink('HTTPS://france3-regions.francetvinfo.fr/normandie', every, site)).toBe('https')
    expect(safeLink('https://www.combles-nord.fr/contact', every, site)).toBe('https')
    expect(safeLink('mailto:contact@combles-nord.fr', every, site)).toBe('mailto')
    expect(safeLink('mailto:contact@combles-nord.fr?subject=Devis', every, site)).toBe('mailto')
    expect(safeLink('tel:{telephone}', every, site)).toBe('tel')
    expect(safeLink('tel:+33 3 20 00 00 00', every, site)).toBe('tel')
  })

  it('refuses every address that would leave the site through a path, every other scheme, and http', () => {
    for (const value of offSite) expect([value, safeLink(value, every, site)]).toEqual([value, null])
  })

  it('accepts only the kinds the field is meant for', () => {
    expect(safeLink('/contact', ['https'], site)).toBeNull()
    expect(safeLink('https://www.m6.fr', ['path'], site)).toBeNull()
    expect(safeLink('tel:{telephone}', ['path', 'https'], site)).toBeNull()
    expect(safeLink('mailto:contact@combles-nord.fr', ['path', 'anchor', 'https'], site)).toBeNull()
    expect(safeLink('#faq', ['path'], site)).toBeNull()
  })
})
