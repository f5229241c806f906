import type { ReactNode } from 'react'

/**
 * Content below the page's first screen, drawn by the browser when it nears the screen or once the page has
 * loaded (the `data-deferred-render` rule in globals.css, renderDeferred.ts). Not for the first screen: what
 * the visitor sees first is drawn at once.
 */
export function DeferredRender({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <div data-deferred-render="" className={className}>
      {children}
    </div>
  )
}
