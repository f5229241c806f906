import type { Metadata, Viewport } from 'next'
import type { ReactNode } from 'react'
import { SiteFrame } from '@/components/layout/SiteFrame'
import { siteOpenGraph } from '@/components/seo/pageMetadata'
import { companyName } from '@/content/company'
import { siteUrl } from '@/config/siteUrl'
import { getSiteSettings } from '@/data/content'
import './globals.css'

export const metadata: Metadata = {
  metadataBase: new URL(siteUrl()),
  title: { default: `${companyName} – Aménagement de combles`, template: `%s | ${companyName}` },
  description:
    'Aménagement de combles, extensions de maison, fenêtres de toit, vérandas et pergolas dans le nord de la France. Étude gratuite, devis détaillé après une visite technique.',
  openGraph: siteOpenGraph,
}

export const viewport: Viewport = { themeColor: '#1c4f39' }

export default async function SiteLayout({ children }: { children: ReactNode }) {
  return <SiteFrame site={await getSiteSettings()}>{children}</SiteFrame>
}
