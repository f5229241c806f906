import { Menu } from '@/components/icons/Menu'
import { Phone } from '@/components/icons/Phone'
import { X } from '@/components/icons/X'
import { studyRoute } from '@/content/studyRoute'
import type { MenuGroup } from '@/data/navigation'
import { telHref } from '@/rules/telHref'
import { Logo } from '../ui/Logo'
import { DesktopMenu } from './DesktopMenu'
import { HeaderMenus } from './HeaderMenus'
import { MenuButton } from './MenuButton'
import { MobileMenu } from './MobileMenu'

const mobileMenuId = 'menu-mobile'

/**
 * Sticky header: logo, the dropdown menu on large screens, the phone, "Étude gratuite" and the mobile menu's button.
 * Drawn by the server, menus included (closed, their entries hidden); their buttons (MenuButton, HoverGroup)
 * and HeaderMenus only open and close them, so the header adds little script to the pages. Plain links: a page of the site is a page load.
 * Nearly opaque, without a backdrop blur: a filter redrawn at every scroll where the CPU draws the page.
 */
export function SiteHeader({ companyName, phone, menu }: { companyName: string; phone: string; menu: MenuGroup[] }) {
  return (
    <header data-site-header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-3 px-4 sm:px-6 lg:h-[72px] lg:px-8">
        <a href="/" className="min-w-0 rounded-md" aria-label={`${companyName} – accueil`}>
          <Logo name={companyName} />
        </a>

        <DesktopMenu menu={menu} />

        <div className="flex shrink-0 items-center gap-1.5 sm:gap-2">
          <a
            href={telHref(phone)}
            className="hidden items-center gap-1.5 rounded-md px-2 py-2 text-sm font-semibold text-brand-800 xl:flex"
          >
            <Phone aria-hidden className="h-4 w-4" />
            {phone}
          </a>
          <a
            href={studyRoute}
            className="inline-flex min-h-10 items-center rounded-lg bg-accent-700 px-3 py-2 text-[13px] font-semibold sm:px-4 sm:text-sm whitespace-nowrap text-white shadow-sm transition hover:bg-accent-800"
          >
            Étude gratuite
          </a>
          <MenuButton
            kind="mobile-menu"
            controls={mobileMenuId}
            label="Ouvrir le menu"
            className="group inline-flex h-10 w-10 items-center justify-center rounded-lg text-brand-900 ring-1 ring-slate-200 lg:hidden"
          >
            {/* The icons follow the menu itself: right before the scripts too. */}
            <Menu aria-hidden className="h-5 w-5 [body:has(#menu-mobile:popover-open)_&]:hidden" />
            <X aria-hidden className="hidden h-5 w-5 [body:has(#menu-mobile:popover-open)_&]:block" />
          </MenuButton>
        </div>
      </div>

      <MobileMenu id={mobileMenuId} menu={menu} phone={phone} />
      <HeaderMenus />
    </header>
  )
}
