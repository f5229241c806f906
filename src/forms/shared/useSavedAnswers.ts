'use client'

import { useRouter } from 'next/navigation'
import { useEffect, useMemo, useSyncExternalStore } from 'react'
import type { z } from 'zod'
import { parseSavedAnswers, type SavedAnswerKey } from './savedAnswers'

// Saved answers change only through this tab's own forms, before it navigates here: nothing to listen to.
const noSubscription = () => () => undefined

function readRaw(key: SavedAnswerKey): string | null {
  try {
    return window.sessionStorage.getItem(key)
  } catch {
    return null
  }
}

/**
 * A results page's answers, read in the browser (null on the server and while hydrating). Missing or
 * unreadable answers send the visitor back to the form (replace: the empty results page stays out of the
 * history).
 */
export function useSavedAnswers<T extends z.ZodType>(key: SavedAnswerKey, schema: T, formPath: string): z.output<T> | null {
  const router = useRouter()
  // undefined on the server and during hydration; the stored text (or null) in the browser.
  const raw = useSyncExternalStore(noSubscription, () => readRaw(key), () => undefined)
  const answers = useMemo(() => (raw === undefined ? null : parseSavedAnswers(raw, schema)), [raw, schema])
  const missing = raw !== undefined && answers === null

  useEffect(() => {
    if (missing) router.replace(formPath)
  }, [missing, formPath, router])

  return answers
}
