'use client'

import { useSyncExternalStore } from 'react'

const noSubscription = () => () => {}

/**
 * The year in the copyright line. Pages are prerendered and may be served long after they were
 * built: the browser shows its own year, the HTML the year it was rendered in.
 */
export function CurrentYear({ renderedYear }: { renderedYear: number }) {
  return useSyncExternalStore(
    noSubscription,
    () => new Date().getFullYear(),
    () => renderedYear,
  )
}
