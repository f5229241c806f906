'use client'

import { useSyncExternalStore } from 'react'
import { isService, type Service } from '@/rules/services'

const subscribe = (onChange: () => void) => {
  window.addEventListener('popstate', onChange)
  return () => window.removeEventListener('popstate', onChange)
}

/**
 * The service named by the address's ?service=…, read in the browser: the gallery is prerendered once
 * for every address, so the server never sees the query (null there and before hydration).
 */
export function useServiceParam(): Service | null {
  const value = useSyncExternalStore(
    subscribe,
    () => new URLSearchParams(window.location.search).get('service'),
    () => null,
  )
  return isService(value) ? value : null
}
