'use client'

import { useEffect, useRef } from 'react'

/**
 * When an in-page flow changes state (landing, form, results), moves focus to the new state's main
 * heading so keyboard and screen-reader users start reading there. Nothing moves on first render.
 */
export function useFocusOnChange<T>(state: T) {
  const containerRef = useRef<HTMLDivElement>(null)
  const previous = useRef(state)
  useEffect(() => {
    // Compared with the last state rather than 'first render' so a re-run effect does not steal focus.
    if (previous.current === state) return
    previous.current = state
    const heading =
      containerRef.current?.querySelector<HTMLElement>('[data-focus-target]') ?? containerRef.current?.querySelector<HTMLElement>('h1')
    if (!heading) return
    heading.tabIndex = -1
    window.scrollTo({ top: 0 })
    heading.focus({ preventScroll: true })
  }, [state])
  return containerRef
}
