'use client'
import { useSyncExternalStore } from 'react'

/** The phone layout's width (the same bound as dashboard.css's cards). */
const NARROW = '(max-width: 699px)'

const subscribe = (onChange: () => void) => {
  const query = window.matchMedia(NARROW)
  query.addEventListener('change', onChange)
  return () => query.removeEventListener('change', onChange)
}

/** Whether the dashboard is on a phone-wide screen; false on the server's render. */
export function useNarrowScreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(NARROW).matches,
    () => false,
  )
}
