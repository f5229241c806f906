'use client'

import { useSyncExternalStore } from 'react'

const noSubscription = () => () => undefined

/** True once React runs in the browser; forms and the dashboard expose it as data-ready for tests and styling. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )
}
