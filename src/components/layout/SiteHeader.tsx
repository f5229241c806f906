'use client'

import { Menu, Phone, X } from 'lucide-react'
import Link from 'next/link'
import { usePathname } from 'next/navigation'
import { useEffect, useId, useState } from 'react'
import { studyRoute } from '@/content/studyRoute'
import type { MenuGroup } from '@/data/navigation'
import { telHref } from '@/rules/telHref'
import { Logo } from '../ui/Logo'
import { DesktopMenu } from './DesktopMenu'
import { MobileMenu } from './MobileMenu'

/** Sticky header: logo, the dropdown menu on large screens, the phone, "Étude gratuite" and the mobile menu's button. */
export function SiteHeader({ companyName, phone, menu }: { companyName: string; phone: string; menu: MenuGroup[] }) {
  const pathname = usePathname() ?? '/'
  // Open on the page where it was opened: a new page closes it without an effect.
  const [openOn, setOpenOn] = useState<string | null>(null)
  const mobileOpen = openOn === pathname
  const setMobileOpen = (next: boolean | ((open: boolean) => boolean)) =>
    setOpenOn((current) => ((typeof next === 'function' ? next(current === pathname) : next) ? pathname : null))
  const mobileId = useId()
  const closeMobile = () => setMobileOpen(false)

  // Escape closes the mobile menu.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpenOn(null)
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [])

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-3 px-4 sm:px-6 lg:h-[72px] lg:px-8">
        <Link href="/" className="min-w-0 rounded-md" aria-label={`${companyName} – accueil`} onClick={closeMobile}>
          <Logo name={companyName} />
        </Link>

        <DesktopMenu menu={menu} pathname={pathname} />

        <div className="flex shrink-0 items-center gap-1.5 sm:gap-2">
          <a
            href={telHref(phone)}
            className="hidden items-center gap-1.5 rounded-md px-2 py-2 text-sm font-semibold text-brand-800 xl:flex"
          >
            <Phone aria-hidden className="h-4 w-4" />
            {phone}
          </a>
          <Link
            href={studyRoute}
            onClick={closeMobile}
            className="inline-flex min-h-10 items-center rounded-lg bg-accent-700 px-3 py-2 text-[13px] font-semibold sm:px-4 sm:text-sm whitespace-nowrap text-white shadow-sm transition hover:bg-accent-800"
          >
            Étude gratuite
          </Link>
          <button
            type="button"
            className="inline-flex h-10 w-10 items-center justify-center rounded-lg text-brand-900 ring-1 ring-slate-200 lg:hidden"
            aria-expanded={mobileOpen}
            aria-controls={mobileId}
            aria-label={mobileOpen ? 'Fermer le menu' : 'Ouvrir le menu'}
            onClick={() => setMobileOpen((value) => !value)}
          >
            {mobileOpen ? <X aria-hidden className="h-5 w-5" /> : <Menu aria-hidden className="h-5 w-5" />}
          </button>
        </div>
      </div>

      {mobileOpen && <MobileMenu id={mobileId} menu={menu} pathname={pathname} phone={phone} onChoose={closeMobile} />}
    </header>
  )
}
