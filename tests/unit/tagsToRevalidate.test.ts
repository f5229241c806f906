import { describe, expect, it } from 'vitest'
import { tagsToRevalidate } from '../../collections/hooks/tagsToRevalidate'
import { cacheTags } from '@/data/cacheTags'

type Page = { slug: string }
const pageTags = (page: Partial<Page>) => [cacheTags.pages, ...(page.slug ? [cacheTags.page(page.slug)] : [])]

describe('tagsToRevalidate', () => {
  it('clears a collection’s fixed tags once, whatever the documents', () => {
    expect(tagsToRevalidate([cacheTags.projects], { slug: 'a' }, { slug: 'b' })).toEqual(['projects'])
  })

  it('clears a page under its new and its old slug when the slug changed', () => {
    expect(tagsToRevalidate<Page>(pageTags, { slug: 'nouvelle' }, { slug: 'ancienne' })).toEqual([
      'pages',
      'pages:nouvelle',
      'pages:ancienne',
    ])
  })

  it('clears a created page under its slug only: Payload hands an empty previous document', () => {
    expect(tagsToRevalidate<Page>(pageTags, { slug: 'nouvelle' }, {})).toEqual(['pages', 'pages:nouvelle'])
  })

  it('clears nothing for no document, and a deleted one under its own tags', () => {
    expect(tagsToRevalidate<Page>(pageTags, undefined, null)).toEqual([])
    expect(tagsToRevalidate<Page>(pageTags, { slug: 'retiree' })).toEqual(['pages', 'pages:retiree'])
  })

  it('keeps the existing tag strings and one tag per page', () => {
    expect([cacheTags.projects, cacheTags.siteSettings]).toEqual(['projects', 'site-settings'])
    expect(cacheTags.page('a')).not.toBe(cacheTags.page('b'))
  })
})
