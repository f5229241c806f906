import type { Media, Page } from '@/payload-types'
import { excerpt } from './projectMeta'

export type PageMetaSource = Pick<Page, 'title' | 'meta' | 'layout'>

export type ResolvedPageMeta = { title: string; description: string | null; image: Media | null }

const filled = (value: string | null | undefined): string | null => (value && value.trim() ? value.trim() : null)

const populated = (value: number | Media | null | undefined): Media | null => (value && typeof value === 'object' ? value : null)

/** The length a search engine shows of a description. */
const DESCRIPTION_LENGTH = 155

/** A page's own summary: the introduction of its first block that has one (its hero's, most often), cut to length. */
export function pageDescription(layout: Page['layout'] | null | undefined): string | null {
  for (const block of layout ?? []) {
    const intro = 'intro' in block && typeof block.intro === 'string' ? filled(block.intro) : null
    if (intro) return excerpt(intro, DESCRIPTION_LENGTH)
  }
  return null
}

/** The picture of the page's first hero, the one a visitor sees first. */
function heroImage(layout: Page['layout']): Media | null {
  const hero = layout?.find((block) => block.blockType === 'hero')
  return hero && 'image' in hero ? populated(hero.image) : null
}

/**
 * The title, description and social picture of a page: the editor's SEO fields when filled; otherwise
 * the page's title followed by the company's name, its first block's introduction, and its hero's picture.
 */
export function resolvePageMeta(page: PageMetaSource, companyName: string): ResolvedPageMeta {
  return {
    title: filled(page.meta?.title) ?? `${page.title} | ${companyName}`,
    description: filled(page.meta?.description) ?? pageDescription(page.layout),
    image: populated(page.meta?.image) ?? heroImage(page.layout),
  }
}
