import { ChevronDown } from '@/components/icons/ChevronDown'
import type { MenuGroup, MenuItem } from '@/data/navigation'
import { HoverGroup } from './HoverGroup'
import { MenuButton } from './MenuButton'

/**
 * The large-screen menu: a dropdown per group, drawn closed (entries hidden) by the server. It opens
 * one at a time on hover (HoverGroup), by click or from the keyboard (MenuButton), closes it on Escape, a click
 * elsewhere or a new page (HeaderMenus), and marks the active entry (aria-current) and its group (data-active).
 */
export function DesktopMenu({ menu }: { menu: MenuGroup[] }) {
  return (
    <nav aria-label="Navigation principale" className="hidden lg:block" data-testid="desktop-nav" data-menu-nav data-desktop-menu>
      <ul className="flex items-center gap-1">
        {menu.map((group, index) => {
          const panelId = `menu-panel-${index}`
          return (
            <HoverGroup key={group.name}>
              <MenuButton
                kind="group"
                controls={panelId}
                className="group flex items-center gap-1 rounded-md px-3 py-2 text-[15px] font-medium text-slate-700 transition hover:text-brand-700 data-active:text-brand-700"
              >
                {group.name}
                <ChevronDown aria-hidden className="h-4 w-4 transition group-aria-expanded:rotate-180" />
              </MenuButton>
              <div id={panelId} hidden data-testid="dropdown" className="absolute top-full left-1/2 z-50 w-[22rem] -translate-x-1/2 pt-2">
                <div className="rounded-xl border border-slate-200 bg-white p-2 shadow-xl">
                  <ul>
                    {group.items.map((item) => (
                      <li key={item.route}>
                        <DropdownEntry item={item} />
                      </li>
                    ))}
                  </ul>
                  {group.cta && (
                    <a
                      href={group.cta.route}
                      data-menu-link
                      className="mt-1 block rounded-lg bg-accent-50 px-3 py-3 text-accent-800 ring-1 ring-accent-100 hover:bg-accent-100"
                    >
                      <span className="block text-sm font-semibold">{group.cta.name}</span>
                      {group.cta.description && <span className="block text-xs text-accent-800/80">{group.cta.description}</span>}
                    </a>
                  )}
                </div>
              </div>
            </HoverGroup>
          )
        })}
      </ul>
    </nav>
  )
}

function DropdownEntry({ item }: { item: MenuItem }) {
  return (
    <a href={item.route} data-menu-link className="group menu-entry">
      <span className="flex items-center gap-2">
        <span className="menu-entry-name">{item.name}</span>
        {item.badge && <span className="menu-badge text-[11px]">{item.badge}</span>}
      </span>
      {item.description && <span className="mt-0.5 block text-xs text-slate-600">{item.description}</span>}
    </a>
  )
}
