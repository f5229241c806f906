import type { ReactNode } from 'react'
import type { SiteInfo } from '@/data/content'
import { getNavigation } from '@/data/navigation'
import { ConsentBanner } from '../consent/ConsentBanner'
import { CompanyFiguresProvider } from '../company/CompanyFigures'
import { settingsValuesOf } from '@/rules/settingsTokens'
import { DeferredRender } from './DeferredRender'
import { SiteFooter } from './SiteFooter'
import { SiteHeader } from './SiteHeader'

/** The public site's document: skip link, header and its menu (from the CMS), main content, footer and consent banner. */
export async function SiteFrame({ site, children }: { site: SiteInfo; children: ReactNode }) {
  const navigation = await getNavigation()
  return (
    <html lang="fr">
      <body className="flex min-h-screen flex-col bg-white font-sans text-slate-800 antialiased">
        <a
          href="#contenu"
          className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
        >
          Aller au contenu
        </a>
        <SiteHeader companyName={site.companyName} phone={site.phone} menu={navigation.menu} />
        <main id="contenu" className="flex-1">
          {/* Forms and results read the company figures the pages show and the price grid (site settings). */}
          <CompanyFiguresProvider values={settingsValuesOf(site, new Date().getFullYear())} priceGrid={site.priceGrid}>
            {children}
          </CompanyFiguresProvider>
        </main>
        <DeferredRender>
          <SiteFooter site={site} navigation={navigation} />
        </DeferredRender>
        {/* Without a tag manager nothing is asked until the visitor opens the choice from the footer. */}
        <ConsentBanner gtmId={process.env.NEXT_PUBLIC_GTM_ID} />
      </body>
    </html>
  )
}
