import { Clock } from '@/components/icons/Clock'
import { Mail } from '@/components/icons/Mail'
import { MapPin } from '@/components/icons/MapPin'
import { Phone } from '@/components/icons/Phone'
import type { SiteInfo } from '@/data/content'
import type { SiteNavigation } from '@/data/navigation'
import { ManageCookiesButton } from '@/components/consent/ManageCookiesButton'
import { frenchTypography } from '@/rules/frenchTypography'
import { telHref } from '@/rules/telHref'
import { LogoMark } from '../ui/Logo'
import { CurrentYear } from './CurrentYear'

export function SiteFooter({ site, navigation }: { site: SiteInfo; navigation: SiteNavigation }) {
  return (
    <footer className="bg-brand-900 text-brand-100" data-testid="site-footer">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-14 sm:grid-cols-2 sm:px-6 lg:grid-cols-4 lg:px-8">
        <div>
          <div className="flex items-center gap-2.5">
            <LogoMark className="h-9 w-9" />
            <p className="font-bold text-white">{site.companyName}</p>
          </div>
          <p className="mt-4 text-sm leading-relaxed text-brand-200">{site.tagline}</p>
          <p className="mt-4 text-sm text-brand-200">Certifié RGE Qualibat · Installateur expert fenêtres de toit · Garantie décennale</p>
        </div>

        {navigation.footerColumns.map((column) => (
          <FooterColumn key={column.title} title={column.title}>
            {column.items.map((item) => (
              <li key={item.route}>
                <a href={item.route} className="hover:text-white hover:underline">
                  {item.name}
                </a>
              </li>
            ))}
          </FooterColumn>
        ))}

        <FooterColumn title="Contact">
          <li>
            <a href={telHref(site.phone)} className="flex items-start gap-2 hover:text-white">
              <Phone aria-hidden className="mt-0.5 h-4 w-4 shrink-0" /> {site.phone}
            </a>
          </li>
          <li className="flex items-start gap-2">
            <Clock aria-hidden className="mt-0.5 h-4 w-4 shrink-0" /> {site.hours}
          </li>
          <li>
            <a href={`mailto:${site.email}`} className="flex items-start gap-2 hover:text-white">
              <Mail aria-hidden className="mt-0.5 h-4 w-4 shrink-0" /> {site.email}
            </a>
          </li>
          {/* One promise for every channel, from the company's figures. */}
          <li className="pl-6 text-xs text-brand-200">
            {frenchTypography(`Réponse à vos e-mails et demandes sous ${site.figures.responseDelay}`)}
          </li>
          <li className="flex items-start gap-2">
            <MapPin aria-hidden className="mt-0.5 h-4 w-4 shrink-0" />
            <address className="not-italic">
              {site.address.street}
              <br />
              {site.address.postalCode} {site.address.city}
            </address>
          </li>
        </FooterColumn>
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 py-6 text-sm text-brand-200 sm:px-6 md:flex-row md:items-center md:justify-between lg:px-8">
          <p>
            © <CurrentYear renderedYear={new Date().getFullYear()} /> {site.companyName}. Tous droits réservés.
          </p>
          <ul className="flex flex-wrap gap-x-5 gap-y-2">
            {navigation.legalLinks.map((item) => (
              <li key={item.route}>
                <a href={item.route} className="hover:text-white hover:underline">
                  {item.name}
                </a>
              </li>
            ))}
            <li>
              <ManageCookiesButton className="cursor-pointer hover:text-white hover:underline" />
            </li>
          </ul>
        </div>
      </div>
    </footer>
  )
}

function FooterColumn({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div>
      <h2 className="text-sm font-semibold tracking-wide text-white uppercase">{title}</h2>
      <ul className="mt-4 space-y-2.5 text-sm">{children}</ul>
    </div>
  )
}
