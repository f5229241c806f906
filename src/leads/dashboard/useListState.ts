'use client'
import { useCallback, useMemo, useSyncExternalStore } from 'react'
import { listStateFromSearch, searchOfListState, type ListState } from './listState'

// Said by navigate(): history.pushState and replaceState fire no event of their own.
const NAVIGATED = 'ld:navigated'

function subscribe(onChange: () => void) {
  window.addEventListener('popstate', onChange)
  window.addEventListener(NAVIGATED, onChange)
  return () => {
    window.removeEventListener('popstate', onChange)
    window.removeEventListener(NAVIGATED, onChange)
  }
}

/**
 * The list's state lives in the address: a reload, Back and Forward and a shared link show the same
 * filters, search, page and open lead. Changes go through the History API (Next.js keeps its router in
 * step without asking the server); `replace` is for steps that should not each be a Back stop (typing).
 * `serverSearch` is the query string the page was requested with, for the server's render.
 */
export function useListState(serverSearch: string): [ListState, (next: ListState, options?: { replace?: boolean }) => void] {
  const search = useSyncExternalStore(
    subscribe,
    () => window.location.search,
    () => serverSearch,
  )
  const state = useMemo(() => listStateFromSearch(search), [search])
  const navigate = useCallback((next: ListState, { replace = false }: { replace?: boolean } = {}) => {
    const url = `${window.location.pathname}${searchOfListState(next)}`
    if (replace) window.history.replaceState(null, '', url)
    else window.history.pushState(null, '', url)
    window.dispatchEvent(new Event(NAVIGATED))
  }, [])
  return [state, navigate]
}
