'use client'

import { usePathname } from 'next/navigation'
import { useEffect, useRef } from 'react'
import { isActiveRoute } from '@/rules/activeRoute'
import { closeAll, closeGroups, markMobileOpen } from './menuDom'

const siteHeader = () => document.querySelector('[data-site-header]')

/**
 * What the header's menus do beyond their own buttons (MenuButton, HoverGroup): Escape, a chosen link or a new
 * page closes them, a click outside the large-screen menu closes its group; the active entry (aria-current)
 * and its group (data-active) follow the page. Renders nothing.
 */
export function HeaderMenus() {
  const pathname = usePathname() ?? '/'
  const shownPath = useRef(pathname)

  // The mobile menu opens and closes as a popover, perhaps before this script (a first tap): its button follows it.
  useEffect(() => {
    const toggle = siteHeader()?.querySelector('[data-mobile-toggle]')
    const mobile = document.getElementById(toggle?.getAttribute('aria-controls') ?? '')
    if (!toggle || !mobile) return
    const follow = () => markMobileOpen(toggle, mobile.matches(':popover-open'))
    follow()
    mobile.addEventListener('toggle', follow)
    return () => mobile.removeEventListener('toggle', follow)
  }, [])

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const header = siteHeader()
      const target = event.target instanceof Element ? event.target : null
      if (!header) return
      const desktop = header.querySelector('[data-desktop-menu]')
      if (desktop && !desktop.contains(target)) closeGroups(desktop)
      if (target?.closest('a') && header.contains(target)) closeAll(header)
    }
    const onKey = (event: KeyboardEvent) => {
      const header = siteHeader()
      if (event.key === 'Escape' && header) closeAll(header)
    }
    document.addEventListener('click', onClick)
    document.addEventListener('keydown', onKey)
    return () => {
      document.removeEventListener('click', onClick)
      document.removeEventListener('keydown', onKey)
    }
  }, [])

  // A page reached without a reload (a form's thank-you page) closes the menus and moves the active marks; the
  // page first drawn leaves open what the visitor opened before the scripts.
  useEffect(() => {
    const header = siteHeader()
    if (!header) return
    if (shownPath.current !== pathname) closeAll(header)
    shownPath.current = pathname
    for (const link of header.querySelectorAll('[data-menu-link]')) {
      if (isActiveRoute(pathname, link.getAttribute('href') ?? '')) link.setAttribute('aria-current', 'page')
      else link.removeAttribute('aria-current')
    }
    for (const button of header.querySelectorAll('[data-menu-button]')) {
      const panel = document.getElementById(button.getAttribute('aria-controls') ?? '')
      button.toggleAttribute('data-active', Boolean(panel?.querySelector('[aria-current="page"]')))
    }
  }, [pathname])

  return null
}
