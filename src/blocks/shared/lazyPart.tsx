'use client'
import { lazy, Suspense, type ComponentType } from 'react'
import { nearViewport } from './nearViewport'

/**
 * A client component as a chunk of its own, through React's lazy: the page loads it only where it draws it,
 * without next/dynamic's loader in every page's scripts. The server renders it whole (the HTML is complete
 * before any script runs); in the browser its boundary stays as the server drew it until the chunk arrives,
 * while the rest of the page hydrates.
 *
 * `nearViewport`: a part below the fold waits, as the server drew it, until one of its places on the page
 * comes near the screen (nearViewport.ts): a visitor who never scrolls there never downloads it. Its places are
 * marked by a `data-lazy-part` wrapper without a box of its own (display: contents).
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
  function LazyPart(props: Props) {
    const part = (
      <Suspense fallback={null}>
        <Part {...props} />
      </Suspense>
    )
    return name ? (
      <div data-lazy-part={name} className="contents">
        {part}
      </div>
    ) : (
      part
    )
  }
  return LazyPart
}
