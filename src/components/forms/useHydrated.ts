'use client'

import { useEffect, useState } from 'react'

/** True once React runs in the browser; forms expose it as data-ready for tests and styling. */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false)
  useEffect(() => setHydrated(true), [])
  return hydrated
}
