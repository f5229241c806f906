/** How far ahead of the screen a deferred part starts loading: about half a phone screen of scrolling. */
const AHEAD = '400px 0px'

/**
 * Resolves once one of the page's places named `name` (`data-lazy-part`, see lazyPart) comes within AHEAD of
 * the screen. At once on the server, without IntersectionObserver, and when the page has no such place yet (a
 * part drawn by the browser, such as a block added in the live preview): nothing waits on what cannot be seen.
 */
export function nearViewport(name: string): Promise<void> {
  if (typeof window === 'undefined' || typeof IntersectionObserver === 'undefined') return Promise.resolve()
  // The wrapper has no box of its own (display: contents): its children are what the screen shows.
  const shown = [...document.querySelectorAll(`[data-lazy-part="${name}"]`)].flatMap((place) => [...place.children])
  if (shown.length === 0) return Promise.resolve()
  return new Promise((resolve) => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return
        observer.disconnect()
        resolve()
      },
      { rootMargin: AHEAD },
    )
    for (const element of shown) observer.observe(element)
  })
}
