'use client'

import clsx from 'clsx'
import { ChevronDown } from 'lucide-react'
import Link from 'next/link'
import { useEffect, useId, useRef, useState } from 'react'
import type { MenuGroup, MenuItem } from '@/data/navigation'
import { isActiveGroup, isActiveRoute } from '@/rules/activeRoute'

/**
 * The large-screen menu: a dropdown per group, one open at a time, opened on hover, by click or from the
 * keyboard; Escape, a click elsewhere or a new page closes it. Entries are rendered only while open.
 */
export function DesktopMenu({ menu, pathname }: { menu: MenuGroup[]; pathname: string }) {
  // The open group remembers the page it was opened on: a new page closes it without an effect.
  const [opened, setOpened] = useState<{ group: string; pathname: string } | null>(null)
  const openGroup = opened?.pathname === pathname ? opened.group : null
  const setOpenGroup = (next: string | null | ((current: string | null) => string | null)) =>
    setOpened((current) => {
      const group = typeof next === 'function' ? next(current?.pathname === pathname ? current.group : null) : next
      return group === null ? null : { group, pathname }
    })
  const navRef = useRef<HTMLElement>(null)
  const baseId = useId()
  const close = () => setOpenGroup(null)

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpened(null)
    }
    const onClick = (event: MouseEvent) => {
      if (navRef.current && !navRef.current.contains(event.target as Node)) setOpened(null)
    }
    document.addEventListener('keydown', onKey)
    document.addEventListener('click', onClick)
    return () => {
      document.removeEventListener('keydown', onKey)
      document.removeEventListener('click', onClick)
    }
  }, [])

  return (
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
                  isActiveGroup(pathname, group) ? 'text-brand-700' : 'text-slate-700 hover:text-brand-700',
                )}
              >
                {group.name}
                <ChevronDown aria-hidden className={clsx('h-4 w-4 transition', open && 'rotate-180')} />
              </button>
              {open && (
                <div id={panelId} data-testid="dropdown" className="absolute top-full left-1/2 z-50 w-[22rem] -translate-x-1/2 pt-2">
                  <div className="rounded-xl border border-slate-200 bg-white p-2 shadow-xl">
                    <ul>
                      {group.items.map((item) => (
                        <li key={item.route}>
                          <DropdownEntry item={item} active={isActiveRoute(pathname, item.route)} onChoose={close} />
                        </li>
                      ))}
                    </ul>
                    {group.cta && (
                      <Link
                        href={group.cta.route}
                        onClick={close}
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
  )
}

function DropdownEntry({ item, active, onChoose }: { item: MenuItem; active: boolean; onChoose: () => void }) {
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
