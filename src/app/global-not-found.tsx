import type { Metadata, Viewport } from 'next'
import { PageNotFound } from '@/components/notFound/PageNotFound'
import { SiteFrame } from '@/components/layout/SiteFrame'
import { companyName } from '@/content/company'
import { getSiteSettings } from '../data/content'
import './(site)/globals.css'

/**
 * Any path no route answers. The site and the admin have separate root layouts, so the 404 page is a
 * whole document of its own, prerendered with the site's frame: its content is in the HTML itself.
 */
export const metadata: Metadata = { title: `Page introuvable | ${companyName}`, robots: { index: false } }

export const viewport: Viewport = { themeColor: '#1c4f39' }

export default async function GlobalNotFound() {
  const site = await getSiteSettings()
  return (
    <SiteFrame site={site}>
      <PageNotFound phone={site.phone} email={site.email} />
    </SiteFrame>
  )
}
