'use client'

import type { ReactNode } from 'react'
import { openGroup, setOpen } from './menuDom'

/** A large-screen menu group, drawn by the server: the pointer over it opens it (closing the others), leaving it closes it. */
export function HoverGroup({ children }: { children: ReactNode }) {
  const button = (item: Element) => item.querySelector('[data-menu-button]')
  return (
    <li
      className="relative"
      onMouseEnter={(event) => {
        const target = button(event.currentTarget)
        if (target) openGroup(target)
      }}
      onMouseLeave={(event) => {
        const target = button(event.currentTarget)
        if (target) setOpen(target, false)
      }}
    >
      {children}
    </li>
  )
}
