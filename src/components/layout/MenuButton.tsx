'use client'

import type { ReactNode } from 'react'
import { closeGroups, isOpen, openGroup } from './menuDom'

/**
 * A button of the header's menus, drawn by the server with its label and icons; its only script is the click.
 * "group": a large-screen group, opened by hover already, so a mouse click keeps it open while Enter or Space
 * (a click of detail 0) toggles it. "mobile-group": a small-screen group, toggled. "mobile-menu": the mobile
 * menu's own button, which opens it as a popover (popovertarget) with no script, on the first tap; its state
 * is said by the browser until HeaderMenus marks it (aria-expanded, the name).
 */
export function MenuButton({
  kind,
  controls,
  label,
  className,
  children,
}: {
  kind: 'group' | 'mobile-group' | 'mobile-menu'
  controls: string
  label?: string
  className: string
  children: ReactNode
}) {
  if (kind === 'mobile-menu')
    return (
      <button type="button" popoverTarget={controls} aria-controls={controls} aria-label={label} data-mobile-toggle className={className}>
        {children}
      </button>
    )
  return (
    <button
      type="button"
      aria-expanded="false"
      aria-controls={controls}
      aria-label={label}
      data-menu-button
      className={className}
      onClick={(event) => {
        const button = event.currentTarget
        const open = isOpen(button)
        if (!open) return openGroup(button)
        if (kind === 'mobile-group' || event.detail === 0) {
          const nav = button.closest('[data-menu-nav]')
          if (nav) closeGroups(nav)
        }
      }}
    >
      {children}
    </button>
  )
}
