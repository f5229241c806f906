import { describe, expect, it } from 'vitest'
import type { Media } from '@/payload-types'
import { pageDescription, resolvePageMeta } from '@/rules/resolvePageMeta'

const picture = (id: number) => ({ id, alt: `photo ${id}`, url: `/api/media/file/${id}.webp` }) as Media

describe('resolvePageMeta', () => {
  it('takes the editor’s SEO fields when they are filled', () => {
    const meta = resolvePageMeta(
      { title: 'Offre', meta: { title: ' Offre de printemps | Société ', description: 'Étude gratuite.', image: picture(2) }, layout: [] },
      'Société',
    )
    expect(meta).toEqual({ title: 'Offre de printemps | Société', description: 'Étude gratuite.', image: picture(2) })
  })

  it('falls back on the page title with the company name, the first introduction and the hero’s picture', () => {
    const layout = [
      { blockType: 'hero', title: 'Titre', intro: '  ', image: picture(7) },
      { blockType: 'figures', intro: ` Des combles   aménagés ${'en trois semaines, '.repeat(10)}` },
    ] as never
    const meta = resolvePageMeta({ title: 'Offre', meta: { title: '  ', description: '' }, layout }, 'Société')
    expect(meta).toMatchObject({ title: 'Offre | Société', image: picture(7) })
    expect(meta.description).toMatch(/^Des combles aménagés en trois semaines, en trois .*…$/)
    expect(meta.description!.length).toBeLessThanOrEqual(156)
  })

  it('has no description when no block has an introduction', () => {
    expect(pageDescription([{ blockType: 'hero', title: 'Titre' }] as never)).toBeNull()
    expect(pageDescription(null)).toBeNull()
  })

  it('ignores an unpopulated picture (an id alone)', () => {
    expect(resolvePageMeta({ title: 'Offre', meta: { image: 3 }, layout: [] }, 'Société').image).toBeNull()
  })
})
