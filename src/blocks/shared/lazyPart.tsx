'use client'
import { lazy, Suspense, type ComponentType } from 'react'
import { nearViewport } from './nearViewport'

/**
 * A client component as a chunk of its own, through React's lazy: the page loads it only where it draws it,
 * without next/dynamic's loader in every page's scripts.
 *
 * Without a Suspense boundary of its own, as next/dynamic draws a part: the server waits for it and draws it
 * inside the page's HTML, and the browser hydrates the page once its chunk has arrived. Inside a boundary,
 * React sends a large part (over about 12 KB of HTML) after the rest of the page, and shows it by a script up
 * to 300 ms later: everything under it moved (a form page's footer, layout shift 0.45 in Lighthouse).
 *
 * `nearViewport`: a part below the fold waits, as the server drew it, until one of its places on the page
 * comes near the screen (nearViewport.ts): a visitor who never scrolls there never downloads it. It has a
 * boundary, so that the rest of the page hydrates meanwhile; what its late showing moves is below the fold.
 * Its places are marked by a `data-lazy-part` wrapper without a box of its own (display: contents).
 */
export function lazyPart<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  options: { nearViewport?: string } = {},
): ComponentType<Props> {
  const name = options.nearViewport
  const Part = lazy(async () => {
    if (name) await nearViewport(name)
    return { default: await load() }
  })
  // A function component, not the lazy object itself: exported from a client module, the part is a client
  // reference, which React resolves to a function.
  function LazyPart(props: Props) {
    return <Part {...props} />
  }
  if (!name) return LazyPart
  function PartNearViewport(props: Props) {
    return (
      <div data-lazy-part={name} className="contents">
        <Suspense fallback={null}>
          <Part {...props} />
        </Suspense>
      </div>
    )
  }
  return PartNearViewport
}
