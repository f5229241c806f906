/** How long typing must pause before the draft is written: one write per burst, not per keystroke. */
const pause = 400

/**
 * Writes a wizard's draft to sessionStorage, debounced; `flush` writes the pending one at once (the page
 * is going away), `clear` removes it for good (the lead is stored). A full or blocked storage is ignored:
 * keeping a draft must never break the form.
 */
export function draftWriter(key: string) {
  let pending: string | null = null
  let timer: ReturnType<typeof setTimeout> | undefined
  let cleared = false

  function flush() {
    clearTimeout(timer)
    if (pending === null || cleared) return
    try {
      window.sessionStorage.setItem(key, pending)
    } catch {
      // Storage full or refused: the visitor simply keeps no draft.
    }
    pending = null
  }

  return {
    save(draft: unknown) {
      if (cleared) return
      pending = JSON.stringify(draft)
      clearTimeout(timer)
      timer = setTimeout(flush, pause)
    },
    flush,
    clear() {
      cleared = true
      clearTimeout(timer)
      pending = null
      try {
        window.sessionStorage.removeItem(key)
      } catch {
        // Storage unavailable: there is nothing to clear.
      }
    },
  }
}
