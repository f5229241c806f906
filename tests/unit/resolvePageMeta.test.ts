import { describe, expect, it } from 'vitest'
import type { Media } from '@/payload-types'
import { resolvePageMeta } from '@/rules/resolvePageMeta'

const picture = (id: number) => ({ id, alt: `photo ${id}`, url: `/api/media/file/${id}.webp` }) as Media

describe('resolvePageMeta', () => {
  it('takes the editor’s SEO fields when they are filled', () => {
    const meta = resolvePageMeta(
      { title: 'Offre', meta: { title: ' Offre de printemps | Société ', description: 'Étude gratuite.', image: picture(2) }, layout: [] },
      'Société',
    )
    expect(meta).toEqual({ title: 'Offre de printemps | Société', description: 'Étude gratuite.', image: picture(2) })
  })

  it('falls back on the page title with the company name, no description and the hero’s picture', () => {
    const layout = [{ blockType: 'hero', title: 'Titre', image: picture(7) }] as never
    expect(resolvePageMeta({ title: 'Offre', meta: { title: '  ', description: '' }, layout }, 'Société')).toEqual({
      title: 'Offre | Société',
      description: null,
      image: picture(7),
    })
  })

  it('ignores an unpopulated picture (an id alone)', () => {
    expect(resolvePageMeta({ title: 'Offre', meta: { image: 3 }, layout: [] }, 'Société').image).toBeNull()
  })
})
