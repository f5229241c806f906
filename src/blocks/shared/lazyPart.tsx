'use client'
import { lazy, Suspense, type ComponentType } from 'react'

/**
 * A client component as a chunk of its own, through React's lazy: the page loads it only where it draws it,
 * without next/dynamic's loader in every page's scripts. The server renders it whole (the HTML is complete
 * before any script runs); in the browser its boundary stays as the server drew it until the chunk arrives,
 * while the rest of the page hydrates.
 */
export function lazyPart<Props extends object>(load: () => Promise<ComponentType<Props>>): ComponentType<Props> {
  const Part = lazy(() => load().then((component) => ({ default: component })))
  function LazyPart(props: Props) {
    return (
      <Suspense fallback={null}>
        <Part {...props} />
      </Suspense>
    )
  }
  return LazyPart
}
