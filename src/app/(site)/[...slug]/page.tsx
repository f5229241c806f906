import type { Metadata } from 'next'
import { draftMode } from 'next/headers'
import { notFound, permanentRedirect } from 'next/navigation'
import { CmsPage } from '@/components/cms/CmsPage'
import { cmsPageMetadata } from '@/components/cms/cmsPageMetadata'
import { getPageEntries } from '@/data/pages'
import { redirectFor } from '@/data/redirects'
import { splitGallerySegments } from '@/rules/galleryAddress'
import { homeSlug } from '@/rules/pagePath'

/** Every page of the CMS but the home page, at its own address; fixed routes of the app take precedence. */
type Params = Promise<{ slug: string[] }>

/**
 * The page's slug and the gallery filter its address ends with (a filtered gallery's own address, which
 * only the address gate's rewrite of ?type=… and ?service=… reaches); null for no address.
 */
async function addressOf(params: Params) {
  const split = splitGallerySegments((await params).slug)
  return split && { slug: split.slug || homeSlug, query: split.query }
}

/**
 * Every published page is prerendered, and a page published after the build is rendered at its first
 * visit and kept; publishing clears it by tag. Addresses that are no page never reach this route: the
 * address gate answers them with the prerendered 404 page (src/proxy.ts), so random
 * addresses are neither kept nor drawn by the browser.
 */
export async function generateStaticParams() {
  return (await getPageEntries()).filter(({ slug }) => slug !== homeSlug).map(({ slug }) => ({ slug: slug.split('/') }))
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const address = await addressOf(params)
  return address ? cmsPageMetadata(address.slug) : {}
}

/**
 * An address that moved (a page or project whose slug changed, a redirect an editor added) answers 308. A
 * filtered gallery is drawn by the server, so a filter works before any script and stays on Back.
 */
export default async function CmsPageRoute({ params }: { params: Params }) {
  const address = await addressOf(params)
  if (!address) notFound()
  const { slug, query } = address
  // The home page has one address (its filtered gallery, if it shows one, aside).
  if (slug === homeSlug && !query) permanentRedirect('/')
  const { isEnabled: preview } = await draftMode()
  const published = (await getPageEntries()).some((page) => page.slug === slug)
  if (!published && !preview) {
    const target = await redirectFor(`/${slug}`)
    if (target) permanentRedirect(target)
    notFound()
  }
  return <CmsPage slug={slug} galleryQuery={query} />
}
