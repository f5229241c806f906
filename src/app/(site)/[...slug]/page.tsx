import type { Metadata } from 'next'
import { draftMode } from 'next/headers'
import { notFound, permanentRedirect } from 'next/navigation'
import { CmsPage } from '@/components/cms/CmsPage'
import { cmsPageMetadata } from '@/components/cms/cmsPageMetadata'
import { getPageEntries } from '@/data/pages'
import { redirectFor } from '@/data/redirects'
import { homeSlug } from '@/rules/pagePath'

/** Every page of the CMS but the home page, at its own address; fixed routes of the app take precedence. */
type Params = Promise<{ slug: string[] }>

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
  return cmsPageMetadata((await params).slug.join('/'))
}

/** An address that moved (a page or project whose slug changed, a redirect an editor added) answers 308. */
export default async function CmsPageRoute({ params }: { params: Params }) {
  const slug = (await params).slug.join('/')
  // The home page has one address.
  if (slug === homeSlug) permanentRedirect('/')
  const { isEnabled: preview } = await draftMode()
  const published = (await getPageEntries()).some((page) => page.slug === slug)
  if (!published && !preview) {
    const target = await redirectFor(`/${slug}`)
    if (target) permanentRedirect(target)
    notFound()
  }
  return <CmsPage slug={slug} />
}
