import type { Metadata } from 'next'
import { PageNotFound } from '@/components/notFound/PageNotFound'
import { companyName } from '@/content/company'
import { getSiteSettings } from '@/data/content'

export const metadata: Metadata = { title: { absolute: `Page introuvable | ${companyName}` }, robots: { index: false } }

/** An address that is no page of the CMS (nor a redirect): the site's 404 page. */
export default async function CmsPageNotFound() {
  const site = await getSiteSettings()
  return <PageNotFound phone={site.phone} email={site.email} />
}
