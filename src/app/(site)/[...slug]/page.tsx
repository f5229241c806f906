import type { Metadata } from 'next'
import { draftMode } from 'next/headers'
import { notFound, permanentRedirect } from 'next/navigation'
import { CmsPage } from '@/components/cms/CmsPage'
import { cmsPageMetadata } from '@/components/cms/cmsPageMetadata'
import { getPageEntries } from '@/data/pages'
import { redirectFor } from '@/data/redirects'

/** Every page of the CMS but the home page, at its own address; fixed routes of the app take precedence. */
type Params = Promise<{ slug: string[] }>

/**
 * Rendered at each visit from cached reads (the list of published pages and each page, tagged and
 * cleared on publish), so no visit reads the database. Not prerendered: Next keeps every rendered
 * address of a prerendered dynamic route, 404s included, so random addresses would fill the disk; here
 * an address that is no page is answered from the cached list and leaves nothing behind, and a page
 * published after the build is served at once.
 */
export const dynamic = 'force-dynamic'

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  return cmsPageMetadata((await params).slug.join('/'))
}

/** An address that moved (a page or project whose slug changed, a redirect an editor added) answers 308. */
export default async function CmsPageRoute({ params }: { params: Params }) {
  const slug = (await params).slug.join('/')
  const { isEnabled: preview } = await draftMode()
  const published = (await getPageEntries()).some((page) => page.slug === slug)
  if (!published && !preview) {
    const target = await redirectFor(`/${slug}`)
    if (target) permanentRedirect(target)
    notFound()
  }
  return <CmsPage slug={slug} />
}
