/** How the site marks content the browser may skip until it nears the screen (DeferredRender.tsx). */
const deferredRenderAttribute = 'data-deferred-render'

/**
 * Once the page has loaded, draws each part the first paint skipped (DeferredRender), one per frame: anchors,
 * find-in-page and tools that read the layout (contrast checkers among them) then see the page as drawn, and
 * no single task holds up the visitor's first taps. Parts that come later are drawn the same way as they
 * come: a page reached by a client-side navigation, or one React draws in the browser only (Next's 404 of a
 * dynamic route comes with an empty body).
 */
export function renderDeferredOnLoad(): void {
  if (typeof document === 'undefined') return
  const pending: Element[] = []
  let drawing = false
  const next = () => {
    const part = pending.shift()
    if (!part) {
      drawing = false
      return
    }
    part.removeAttribute(deferredRenderAttribute)
    requestAnimationFrame(() => setTimeout(next))
  }
  const draw = (parts: Iterable<Element>) => {
    pending.push(...parts)
    if (drawing) return
    drawing = true
    next()
  }
  const drawFromLoad = () => {
    draw(document.querySelectorAll(`[${deferredRenderAttribute}]`))
    new MutationObserver((changes) => {
      const added = changes
        .flatMap((change) => [...change.addedNodes])
        .filter((node): node is Element => node instanceof Element)
        .flatMap((element) => [
          ...(element.hasAttribute(deferredRenderAttribute) ? [element] : []),
          ...element.querySelectorAll(`[${deferredRenderAttribute}]`),
        ])
      if (added.length > 0) draw(added)
    }).observe(document, { childList: true, subtree: true })
  }
  if (document.readyState === 'complete') drawFromLoad()
  else window.addEventListener('load', drawFromLoad, { once: true })
}
