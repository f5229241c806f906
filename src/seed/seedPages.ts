import type { Payload } from 'payload'
import { slugs } from '@collections/slugs'
import { pageSeeds } from './pages/pageSeeds'
import type { SeedContext } from './pages/types'
import { upsert } from './upsert'

/** The ids of the uploaded seed pictures by file name, so that page seeds name pictures by file. */
async function seedContext(payload: Payload): Promise<SeedContext> {
  const { docs } = await payload.find({ collection: slugs.media, limit: 0, pagination: false, depth: 0, select: { filename: true } })
  const ids = new Map(docs.map((doc) => [doc.filename, doc.id]))
  return {
    media: (filename) => {
      const id = ids.get(filename)
      if (id === undefined) throw new Error(`Seed page names a picture that is not uploaded: ${filename}`)
      return id
    },
  }
}

/** Writes every page of the seed, published. Run after the pictures are uploaded. */
export async function seedPages(payload: Payload): Promise<void> {
  const context = await seedContext(payload)
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
