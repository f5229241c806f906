import { unstable_cache } from 'next/cache'
import { slugs } from '@collections/slugs'
import { getPayloadClient } from '@/lib/payload'
import type { Page } from '@/payload-types'
import { hasGallery } from '@/rules/galleryAddress'
import { cacheTags } from './cacheTags'

/**
 * The pages' reads. Visitors get the published version from Next's data cache (tagged per page, cleared
 * on publish); a preview reads the latest draft as the signed-in editor, never cached.
 */

async function readPublishedPage(slug: string): Promise<Page | null> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: slugs.pages,
    where: { slug: { equals: slug } },
    limit: 1,
    depth: 2,
    overrideAccess: false,
  })
  return docs[0] ?? null
}

export function getPublishedPage(slug: string): Promise<Page | null> {
  return unstable_cache(() => readPublishedPage(slug), ['page', slug], { tags: [cacheTags.pages, cacheTags.page(slug)] })()
}

/** The latest draft of a page, read with the requester's own rights (so only staff see drafts). */
export async function getDraftPage(slug: string, headers: Headers): Promise<Page | null> {
  const payload = await getPayloadClient()
  const { user } = await payload.auth({ headers })
  const { docs } = await payload.find({
    collection: slugs.pages,
    where: { slug: { equals: slug } },
    limit: 1,
    depth: 2,
    draft: true,
    user,
    overrideAccess: false,
  })
  return docs[0] ?? null
}

export type PageEntry = Pick<Page, 'slug' | 'updatedAt' | 'noIndex'>

async function readPageEntries(): Promise<PageEntry[]> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: slugs.pages,
    limit: 1000,
    depth: 0,
    pagination: false,
    overrideAccess: false,
    select: { slug: true, updatedAt: true, noIndex: true },
  })
  return docs
}

/** Every published page: its slug, last change and whether search engines may index it. */
export const getPageEntries = unstable_cache(readPageEntries, ['page-entries'], { tags: [cacheTags.pages] })

async function readPageLayouts(): Promise<Pick<Page, 'slug' | 'title' | 'layout'>[]> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: slugs.pages,
    limit: 1000,
    depth: 0,
    pagination: false,
    sort: 'title',
    overrideAccess: false,
    select: { slug: true, title: true, layout: true },
  })
  return docs
}

/** Every published page with its blocks, for the page that gathers the site's questions. */
export const getPageLayouts = unstable_cache(readPageLayouts, ['page-layouts'], { tags: [cacheTags.pages] })

/**
 * The slugs of the published pages showing a projects' gallery (their filters are addresses of their own): kept as
 * this short list, since the address gate reads it again every second, rather than every page's blocks.
 */
export const getGalleryPageSlugs = unstable_cache(
  async () => (await readPageLayouts()).filter((page) => hasGallery(page.layout)).map(({ slug }) => slug),
  ['gallery-page-slugs'],
  { tags: [cacheTags.pages] },
)
