'use client'

import clsx from 'clsx'
import { ChevronDown, Menu, Phone, X } from 'lucide-react'
import Link from 'next/link'
import { usePathname } from 'next/navigation'
import { useEffect, useId, useRef, useState } from 'react'
import { menu, studyRoute, type MenuGroup, type MenuItem } from '@/content/navigation'
import { isActiveRoute } from '@/rules/activeRoute'
import { telHref } from '@/rules/telHref'
import { Logo } from '../ui/Logo'

const groupActive = (pathname: string, group: MenuGroup) =>
  group.items.some((item) => isActiveRoute(pathname, item.route)) || (group.cta ? isActiveRoute(pathname, group.cta.route) : false)

/** Sticky header: four dropdowns opened on hover on large screens (one at a time), a collapsible menu on small ones. */
export function SiteHeader({ companyName, phone }: { companyName: string; phone: string }) {
  const pathname = usePathname() ?? '/'
  const [openGroup, setOpenGroup] = useState<string | null>(null)
  const [mobileOpen, setMobileOpen] = useState(false)
  const [mobileGroup, setMobileGroup] = useState<string | null>(null)
  const navRef = useRef<HTMLElement>(null)
  const baseId = useId()

  // A new page closes every menu.
  useEffect(() => {
    setOpenGroup(null)
    setMobileOpen(false)
    setMobileGroup(null)
  }, [pathname])

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpenGroup(null)
        setMobileOpen(false)
      }
    }
    const onClick = (event: MouseEvent) => {
      if (navRef.current && !navRef.current.contains(event.target as Node)) setOpenGroup(null)
    }
    document.addEventListener('keydown', onKey)
    document.addEventListener('click', onClick)
    return () => {
      document.removeEventListener('keydown', onKey)
      document.removeEventListener('click', onClick)
    }
  }, [])

  const closeAll = () => {
    setOpenGroup(null)
    setMobileOpen(false)
    setMobileGroup(null)
  }

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-3 px-4 sm:px-6 lg:h-[72px] lg:px-8">
        <Link href="/" className="min-w-0 rounded-md" aria-label={`${companyName} – accueil`} onClick={closeAll}>
          <Logo name={companyName} />
        </Link>

        <nav ref={navRef} aria-label="Navigation principale" className="hidden lg:block" data-testid="desktop-nav">
          <ul className="flex items-center gap-1">
            {menu.map((group, index) => {
              const open = openGroup === group.name
              const panelId = `${baseId}-panel-${index}`
              return (
                <li
                  key={group.name}
                  className="relative"
                  onMouseEnter={() => setOpenGroup(group.name)}
                  onMouseLeave={() => setOpenGroup((current) => (current === group.name ? null : current))}
                >
                  <button
                    type="button"
                    aria-expanded={open}
                    aria-controls={panelId}
                    // A mouse has opened it on hover already; a click keeps it open, the keyboard toggles it.
                    onClick={(event) => setOpenGroup(open && event.detail === 0 ? null : group.name)}
                    className={clsx(
                      'flex items-center gap-1 rounded-md px-3 py-2 text-[15px] font-medium transition',
                      groupActive(pathname, group) ? 'text-brand-700' : 'text-slate-700 hover:text-brand-700',
                    )}
                  >
                    {group.name}
                    <ChevronDown aria-hidden className={clsx('h-4 w-4 transition', open && 'rotate-180')} />
                  </button>
                  {open && (
                    <div
                      id={panelId}
                      data-testid="dropdown"
                      className="absolute top-full left-1/2 z-50 w-[22rem] -translate-x-1/2 pt-2"
                    >
                      <div className="rounded-xl border border-slate-200 bg-white p-2 shadow-xl">
                        <ul>
                          {group.items.map((item) => (
                            <li key={item.route}>
                              <DesktopEntry item={item} active={isActiveRoute(pathname, item.route)} onChoose={closeAll} />
                            </li>
                          ))}
                        </ul>
                        {group.cta && (
                          <Link
                            href={group.cta.route}
                            onClick={closeAll}
                            aria-current={isActiveRoute(pathname, group.cta.route) ? 'page' : undefined}
                            className="mt-1 block rounded-lg bg-accent-50 px-3 py-3 text-accent-800 ring-1 ring-accent-100 hover:bg-accent-100"
                          >
                            <span className="block text-sm font-semibold">{group.cta.name}</span>
                            {group.cta.description && <span className="block text-xs text-accent-800/80">{group.cta.description}</span>}
                          </Link>
                        )}
                      </div>
                    </div>
                  )}
                </li>
              )
            })}
          </ul>
        </nav>

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
            onClick={closeAll}
            className="inline-flex min-h-10 items-center rounded-lg bg-accent-700 px-3 py-2 text-[13px] font-semibold sm:px-4 sm:text-sm whitespace-nowrap text-white shadow-sm transition hover:bg-accent-800"
          >
            Étude gratuite
          </Link>
          <button
            type="button"
            className="inline-flex h-10 w-10 items-center justify-center rounded-lg text-brand-900 ring-1 ring-slate-200 lg:hidden"
            aria-expanded={mobileOpen}
            aria-controls={`${baseId}-mobile`}
            aria-label={mobileOpen ? 'Fermer le menu' : 'Ouvrir le menu'}
            onClick={() => setMobileOpen((value) => !value)}
          >
            {mobileOpen ? <X aria-hidden className="h-5 w-5" /> : <Menu aria-hidden className="h-5 w-5" />}
          </button>
        </div>
      </div>

      {mobileOpen && (
        <nav
          id={`${baseId}-mobile`}
          aria-label="Menu mobile"
          data-testid="mobile-nav"
          className="max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-slate-200 bg-white lg:hidden"
        >
          <ul className="px-4 py-2">
            {menu.map((group, index) => {
              const open = mobileGroup === group.name
              const panelId = `${baseId}-mobile-${index}`
              return (
                <li key={group.name} className="border-b border-slate-100 last:border-0">
                  <button
                    type="button"
                    aria-expanded={open}
                    aria-controls={panelId}
                    onClick={() => setMobileGroup(open ? null : group.name)}
                    className={clsx(
                      'flex w-full items-center justify-between py-3.5 text-left text-base font-semibold',
                      groupActive(pathname, group) ? 'text-brand-700' : 'text-slate-800',
                    )}
                  >
                    {group.name}
                    <ChevronDown aria-hidden className={clsx('h-5 w-5 transition', open && 'rotate-180')} />
                  </button>
                  {open && (
                    <ul id={panelId} className="pb-3">
                      {[...group.items, ...(group.cta ? [group.cta] : [])].map((item) => {
                        const active = isActiveRoute(pathname, item.route)
                        return (
                          <li key={item.route}>
                            <Link
                              href={item.route}
                              onClick={closeAll}
                              aria-current={active ? 'page' : undefined}
                              className={clsx(
                                'flex items-center justify-between gap-3 rounded-lg px-3 py-2.5 text-[15px]',
                                active ? 'bg-brand-50 font-semibold text-brand-800' : 'text-slate-700',
                              )}
                            >
                              <span>{item.name}</span>
                              {item.badge && (
                                <span className="rounded-full bg-brand-100 px-2 py-0.5 text-xs font-semibold text-brand-800">{item.badge}</span>
                              )}
                            </Link>
                          </li>
                        )
                      })}
                    </ul>
                  )}
                </li>
              )
            })}
          </ul>
          <div className="border-t border-slate-200 px-4 py-4">
            <a href={telHref(phone)} className="flex items-center gap-2 font-semibold text-brand-800">
              <Phone aria-hidden className="h-4 w-4" /> {phone}
            </a>
          </div>
        </nav>
      )}
    </header>
  )
}

function DesktopEntry({ item, active, onChoose }: { item: MenuItem; active: boolean; onChoose: () => void }) {
  return (
    <Link
      href={item.route}
      onClick={onChoose}
      aria-current={active ? 'page' : undefined}
      className={clsx('block rounded-lg px-3 py-2.5 transition', active ? 'bg-brand-50' : 'hover:bg-slate-50')}
    >
      <span className="flex items-center gap-2">
        <span className={clsx('text-sm font-semibold', active ? 'text-brand-700' : 'text-slate-900')}>{item.name}</span>
        {item.badge && <span className="rounded-full bg-brand-100 px-2 py-0.5 text-[11px] font-semibold text-brand-800">{item.badge}</span>}
      </span>
      {item.description && <span className="mt-0.5 block text-xs text-slate-600">{item.description}</span>}
    </Link>
  )
}
