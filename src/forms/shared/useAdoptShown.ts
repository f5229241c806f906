'use client'

import { useCallback, useLayoutEffect, useRef } from 'react'

/**
 * Takes into the form what a field's element shows when the scripts arrive. Before hydration the visitor may
 * have typed, pasted, let the browser autofill, or ticked a card or a box; React keeps the element as it finds
 * it but knows nothing of it, so the form would ask again for what is on the screen. `adopt` is called once,
 * with the element, as the field first commits (before the paint): it compares what the element shows with the
 * form's value and takes it. A field the scripts draw later shows its own value, and nothing changes.
 * Returns the ref to put on the element.
 */
export function useAdoptShown<E extends Element>(adopt: (element: E) => void): (element: E | null) => void {
  const element = useRef<E | null>(null)
  // The first render's view of the form: what the server drew, which the element is compared with.
  const adoptFirst = useRef(adopt)
  useLayoutEffect(() => {
    if (element.current) adoptFirst.current(element.current)
  }, [])
  return useCallback((node: E | null) => {
    element.current = node
  }, [])
}
