'use client'

import { useSyncExternalStore } from 'react'
import type { GalleryFilter, GalleryFilterOption } from '@/rules/galleryFilters'

const subscribe = (onChange: () => void) => {
  window.addEventListener('popstate', onChange)
  return () => window.removeEventListener('popstate', onChange)
}

/**
 * The gallery filter named by the address's ?type=… (a filter link followed before the scripts), when it is
 * one of the options; read in the browser: the gallery is prerendered once for every address (null there and
 * before hydration).
 */
export function useTypeParam(options: readonly GalleryFilterOption[]): GalleryFilter | null {
  const value = useSyncExternalStore(
    subscribe,
    () => new URLSearchParams(window.location.search).get('type'),
    () => null,
  )
  return options.find((option) => option.value === value)?.value ?? null
}
