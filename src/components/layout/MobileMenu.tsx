import clsx from 'clsx'
import { ChevronDown } from '@/components/icons/ChevronDown'
import { Phone } from '@/components/icons/Phone'
import type { MenuGroup } from '@/data/navigation'
import { telHref } from '@/rules/telHref'
import { MenuButton } from './MenuButton'

/**
 * The small-screen menu, drawn closed by the server as a popover that its button opens without a script (a tap
 * before the page's scripts opens it; a tap outside or Escape closes it): collapsible groups (MenuButton keeps
 * one open at a time) and the phone. It opens under the header, full width.
 */
export function MobileMenu({ id, menu, phone }: { id: string; menu: MenuGroup[]; phone: string }) {
  return (
    <nav
      id={id}
      popover="auto"
      aria-label="Menu mobile"
      data-testid="mobile-nav"
      data-menu-nav
      className="fixed inset-x-0 top-16 bottom-auto m-0 h-auto max-h-[calc(100dvh-4rem)] w-full max-w-none overflow-y-auto border-0 border-t border-slate-200 bg-white p-0 text-slate-800 lg:hidden"
    >
      <ul className="px-4 py-2">
        {menu.map((group, index) => {
          const panelId = `menu-mobile-group-${index}`
          return (
            <li key={group.name} className="border-b border-slate-100 last:border-0">
              <MenuButton
                kind="mobile-group"
                controls={panelId}
                className="group flex w-full items-center justify-between py-3.5 text-left text-base font-semibold text-slate-800 data-active:text-brand-700"
              >
                {group.name}
                <ChevronDown aria-hidden className="h-5 w-5 transition group-aria-expanded:rotate-180" />
              </MenuButton>
              <ul id={panelId} hidden className="pb-3">
                {[...group.items, ...(group.cta ? [group.cta] : [])].map((item) => {
                  const highlighted = item === group.cta
                  return (
                    <li key={item.route}>
                      <a
                        href={item.route}
                        data-menu-link
                        className={clsx(
                          'mobile-menu-entry',
                          highlighted && 'mt-1 bg-accent-50 font-semibold text-accent-800 ring-1 ring-accent-100',
                        )}
                      >
                        <span>{item.name}</span>
                        {item.badge && <span className="menu-badge text-xs">{item.badge}</span>}
                      </a>
                    </li>
                  )
                })}
              </ul>
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
