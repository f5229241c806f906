/**
 * The header's menus as the server draws them (SiteHeader): a button says whether what it controls is open
 * (aria-expanded) and names it (aria-controls); the controlled element is `hidden` while closed.
 */

/** Opens or closes what a button controls, and says so on the button. */
export function setOpen(button: Element, open: boolean) {
  button.setAttribute('aria-expanded', String(open))
  const target = document.getElementById(button.getAttribute('aria-controls') ?? '')
  if (target) target.hidden = !open
}

export const isOpen = (button: Element) => button.getAttribute('aria-expanded') === 'true'

/** Closes every open group of a menu but the one given. */
export function closeGroups(nav: Element, except?: Element) {
  for (const button of nav.querySelectorAll('[data-menu-button][aria-expanded="true"]')) if (button !== except) setOpen(button, false)
}

/** Opens one group of a menu, closing the others: one open at a time. */
export function openGroup(button: Element) {
  const nav = button.closest('[data-menu-nav]')
  if (nav) closeGroups(nav, button)
  setOpen(button, true)
}

/**
 * The mobile menu's button says whether the menu is open (aria-expanded) and, by its name, what pressing it
 * does. Closed, the menu's groups close too. The menu itself opens and closes as a popover (its button's
 * popovertarget, before any script): this only follows it.
 */
export function markMobileOpen(toggle: Element, open: boolean) {
  toggle.setAttribute('aria-expanded', String(open))
  toggle.setAttribute('aria-label', open ? 'Fermer le menu' : 'Ouvrir le menu')
  const mobile = document.getElementById(toggle.getAttribute('aria-controls') ?? '')
  if (!open && mobile) closeGroups(mobile)
}

/** Opens or closes the mobile menu (a popover) from a script: a chosen link, a new page. */
function setMobileOpen(toggle: Element, open: boolean) {
  const mobile = document.getElementById(toggle.getAttribute('aria-controls') ?? '')
  if (mobile && mobile.matches(':popover-open') !== open) mobile.togglePopover(open)
  markMobileOpen(toggle, open)
}

/** Every menu of the header closed. */
export function closeAll(header: Element) {
  for (const nav of header.querySelectorAll('[data-menu-nav]')) closeGroups(nav)
  const toggle = header.querySelector('[data-mobile-toggle]')
  if (toggle) setMobileOpen(toggle, false)
}
