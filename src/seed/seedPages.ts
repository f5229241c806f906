import type { Payload } from 'payload'
import { slugs } from '@collections/slugs'
import { pageSeeds } from './pages/pageSeeds'
import type { SeedContext } from './pages/types'
import { upsert } from './upsert'

/** Writes every page of the seed, published; `context.media` gives the uploaded pictures' ids by file name. */
export async function seedPages(payload: Payload, context: SeedContext): Promise<void> {
  for (const page of pageSeeds) {
    await upsert(
      payload,
      slugs.pages,
      { slug: { equals: page.slug } },
      {
        slug: page.slug,
        title: page.title,
        noIndex: page.noIndex ?? false,
        meta: page.meta,
        layout: page.layout(context),
        _status: 'published',
      },
    )
  }
}
