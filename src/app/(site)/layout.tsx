import type { Metadata, Viewport } from 'next'
import type { ReactNode } from 'react'
import { ConsentBanner } from '@/components/consent/ConsentBanner'
import { SiteFooter } from '@/components/layout/SiteFooter'
import { SiteHeader } from '@/components/layout/SiteHeader'
import { siteUrl } from '@/content/site'
import { getSiteSettings } from './_data/content'
import { inter } from './font'
import './globals.css'

export const metadata: Metadata = {
  metadataBase: new URL(siteUrl()),
  title: { default: 'Combles & Extensions du Nord – Aménagement de combles', template: '%s | Combles & Extensions du Nord' },
  description:
    'Aménagement de combles, extensions de maison, fenêtres de toit, vérandas et pergolas dans le nord de la France. Étude gratuite, devis détaillé sous 24h.',
  openGraph: { type: 'website', locale: 'fr_FR', siteName: 'Combles & Extensions du Nord' },
}

export const viewport: Viewport = { themeColor: '#1c4f39' }

export default async function SiteLayout({ children }: { children: ReactNode }) {
  const site = await getSiteSettings()
  return (
    <html lang="fr" className={inter.variable}>
      <body className="flex min-h-screen flex-col bg-white font-sans text-slate-800 antialiased">
        <a
          href="#contenu"
          className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
        >
          Aller au contenu
        </a>
        <SiteHeader companyName={site.companyName} phone={site.phone} />
        <main id="contenu" className="flex-1">
          {children}
        </main>
        <SiteFooter site={site} />
        <ConsentBanner gtmId={process.env.NEXT_PUBLIC_GTM_ID} />
      </body>
    </html>
  )
}
