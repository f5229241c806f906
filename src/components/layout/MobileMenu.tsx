'use client'

import clsx from 'clsx'
import { ChevronDown, Phone } from 'lucide-react'
import Link from 'next/link'
import { useId, useState } from 'react'
import type { MenuGroup } from '@/data/navigation'
import { isActiveGroup, isActiveRoute } from '@/rules/activeRoute'
import { telHref } from '@/rules/telHref'

/** The small-screen menu, rendered while open: collapsible groups (one open at a time) and the phone. */
export function MobileMenu({
  id,
  menu,
  pathname,
  phone,
  onChoose,
}: {
  id: string
  menu: MenuGroup[]
  pathname: string
  phone: string
  onChoose: () => void
}) {
  const [openGroup, setOpenGroup] = useState<string | null>(null)
  const baseId = useId()

  return (
    <nav
      id={id}
      aria-label="Menu mobile"
      data-testid="mobile-nav"
      className="max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-slate-200 bg-white lg:hidden"
    >
      <ul className="px-4 py-2">
        {menu.map((group, index) => {
          const open = openGroup === group.name
          const panelId = `${baseId}-group-${index}`
          return (
            <li key={group.name} className="border-b border-slate-100 last:border-0">
              <button
                type="button"
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => setOpenGroup(open ? null : group.name)}
                className={clsx(
                  'flex w-full items-center justify-between py-3.5 text-left text-base font-semibold',
                  isActiveGroup(pathname, group) ? 'text-brand-700' : 'text-slate-800',
                )}
              >
                {group.name}
                <ChevronDown aria-hidden className={clsx('h-5 w-5 transition', open && 'rotate-180')} />
              </button>
              {open && (
                <ul id={panelId} className="pb-3">
                  {[...group.items, ...(group.cta ? [group.cta] : [])].map((item) => {
                    const active = isActiveRoute(pathname, item.route)
                    const highlighted = item === group.cta
                    return (
                      <li key={item.route}>
                        <Link
                          href={item.route}
                          onClick={onChoose}
                          aria-current={active ? 'page' : undefined}
                          className={clsx(
                            'flex items-center justify-between gap-3 rounded-lg px-3 py-2.5 text-[15px]',
                            highlighted && 'mt-1 bg-accent-50 font-semibold text-accent-800 ring-1 ring-accent-100',
                            !highlighted && (active ? 'bg-brand-50 font-semibold text-brand-800' : 'text-slate-700'),
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
  )
}
