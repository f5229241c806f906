import type { Page } from '@/payload-types'

export type FaqGroup = { slug: string; title: string; items: { question: string; answer: string }[] }

/** The questions of each page's FAQ blocks, one group per page that has any, in the order given. */
export function faqGroups(pages: readonly Pick<Page, 'slug' | 'title' | 'layout'>[]): FaqGroup[] {
  return pages.flatMap((page) => {
    const items = (page.layout ?? []).flatMap((block) =>
      block.blockType === 'faq' ? (block.items ?? []).map(({ question, answer }) => ({ question, answer })) : [],
    )
    return items.length ? [{ slug: page.slug, title: page.title, items }] : []
  })
}
