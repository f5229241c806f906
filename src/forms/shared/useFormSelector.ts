'use client'

import { useSyncExternalStore } from 'react'
import type { FormStore } from './formStore'

/**
 * One thing read from a form's store; the component re-renders only when it changes. `select` must
 * return a primitive or a value the store keeps (a field's value), never a new object per call.
 */
export function useFormSelector<Output, T>(store: FormStore<Output>, select: (store: FormStore<Output>) => T): T {
  const read = () => select(store)
  return useSyncExternalStore(store.subscribe, read, read)
}
