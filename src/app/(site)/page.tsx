import type { Metadata } from 'next'
import { CmsPage } from '@/components/cms/CmsPage'
import { cmsPageMetadata } from '@/components/cms/cmsPageMetadata'
import { JsonLd } from '@/components/seo/JsonLd'
import { localBusinessJsonLd } from '@/components/seo/localBusiness'
import { getSiteSettings } from '@/data/content'
import { homeSlug } from '@/rules/pagePath'

export const revalidate = false

export const generateMetadata = (): Promise<Metadata> => cmsPageMetadata(homeSlug)

/** The home page: the CMS page "accueil", with the company's LocalBusiness structured data. */
export default async function HomePage() {
  return (
    <>
      <JsonLd data={localBusinessJsonLd(await getSiteSettings())} />
      <CmsPage slug={homeSlug} />
    </>
  )
}
