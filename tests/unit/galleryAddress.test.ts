import { describe, expect, it } from 'vitest'
import { filteredGalleryPath, galleryHref, galleryQueryOf, hasGallery, splitGallerySegments } from '@/rules/galleryAddress'

const query = (text: string) => galleryQueryOf(new URLSearchParams(text))

describe('galleryQueryOf', () => {
  it('reads a known type and a known service, and nothing else', () => {
    expect(query('type=office')).toEqual({ type: 'office', service: null })
    expect(query('service=extension&type=bedroom&utm_source=x')).toEqual({ type: 'bedroom', service: 'extension' })
    expect(query('utm_source=x')).toBeNull()
    // Values that name no type or service show the whole gallery, and are never an address of their own.
    expect(query('type=cuisine&service=piscine')).toBeNull()
    expect(query('type=office&service=piscine')).toEqual({ type: 'office', service: null })
  })
})

describe('the filtered gallery’s own address', () => {
  it('goes there and back for every filter, the home page’s included', () => {
    for (const [path, q] of [
      ['/plans-et-inspirations', { type: 'office', service: null }],
      ['/landing/budget', { type: null, service: 'maison-phenix' }],
      ['/', { type: 'living', service: 'combles' }],
    ] as const) {
      const filtered = filteredGalleryPath(path, q)
      expect(filtered).toMatch(/\/~galerie\//)
      expect(splitGallerySegments(filtered.split('/').filter(Boolean))).toEqual({ slug: path.slice(1), query: q })
    }
  })

  it('is no address with a filter that names nothing, or more segments', () => {
    expect(splitGallerySegments(['plans-et-inspirations', '~galerie', 'tous', 'tous'])).toBeNull()
    expect(splitGallerySegments(['plans-et-inspirations', '~galerie', 'piscine', 'office'])).toBeNull()
    expect(splitGallerySegments(['plans-et-inspirations', '~galerie', 'tous', 'cuisine'])).toBeNull()
    expect(splitGallerySegments(['plans-et-inspirations', '~galerie', 'tous'])).toBeNull()
    expect(splitGallerySegments(['plans-et-inspirations', '~galerie', 'tous', 'office', 'x'])).toBeNull()
    expect(splitGallerySegments(['faq'])).toEqual({ slug: 'faq', query: null })
  })
})

describe('galleryHref', () => {
  it('keeps the service before the type, and is the page itself for the whole gallery', () => {
    expect(galleryHref('/plans-et-inspirations', { service: 'extension', type: 'office' })).toBe(
      '/plans-et-inspirations?service=extension&type=office',
    )
    expect(galleryHref('/plans-et-inspirations', { service: null, type: 'office' })).toBe('/plans-et-inspirations?type=office')
    expect(galleryHref('/plans-et-inspirations', { service: null, type: null })).toBe('/plans-et-inspirations')
  })
})

describe('hasGallery', () => {
  it('is a projects block shown as a gallery, not as a grid', () => {
    expect(hasGallery([{ blockType: 'hero' }, { blockType: 'projects', display: 'gallery' }])).toBe(true)
    expect(hasGallery([{ blockType: 'projects', display: 'grid' }])).toBe(false)
    expect(hasGallery(null)).toBe(false)
  })
})
