/** How the site marks content the browser may skip until it nears the screen (DeferredRender.tsx). */
const deferredRenderAttribute = 'data-deferred-render'

/**
 * Once the page has loaded, draws each part the first paint skipped (DeferredRender), one per frame: anchors,
 * find-in-page and tools that read the layout (contrast checkers among them) then see the page as drawn, and
 * no single task holds up the visitor's first taps. A page reached by a client-side navigation keeps its parts
 * for the browser to draw as they near the screen.
 */
export function renderDeferredOnLoad(): void {
  if (typeof document === 'undefined') return
  const drawOneByOne = () => {
    const pending = [...document.querySelectorAll(`[${deferredRenderAttribute}]`)]
    const next = () => {
      const part = pending.shift()
      if (!part) return
      part.removeAttribute(deferredRenderAttribute)
      requestAnimationFrame(() => setTimeout(next))
    }
    next()
  }
  if (document.readyState === 'complete') drawOneByOne()
  else window.addEventListener('load', drawOneByOne, { once: true })
}
