import { unstable_cache } from 'next/cache'
import { slugs } from '@collections/slugs'
import { cacheTags } from '@/data/cacheTags'
import { getPayloadClient } from '@/lib/payload'
import { mediaPath } from '@/lib/mediaUrl'
import { projectShareImage } from '@/rules/resolveProjectMeta'

export type SitemapProject = { slug: string; updatedAt: string; image: string | null }

/** Each project's address, last change and shared picture (its SEO image when set), read as a visitor. */
async function readSitemapProjects(): Promise<SitemapProject[]> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: slugs.projects,
    // Published projects only (their access says so for a visitor; the read says it again).
    where: { _status: { equals: 'published' } },
    draft: false,
    sort: 'id',
    depth: 1,
    pagination: false,
    overrideAccess: false,
    select: { slug: true, updatedAt: true, afterImage: true, meta: { image: true } },
  })
  return docs.flatMap((doc) =>
    doc.slug ? [{ slug: doc.slug, updatedAt: doc.updatedAt, image: mediaPath(projectShareImage(doc)?.url) }] : [],
  )
}

/** Cached under the projects' tag, so that the sitemap follows every project change. */
export const getSitemapProjects = unstable_cache(readSitemapProjects, ['sitemap-projects'], { tags: [cacheTags.projects] })
