'use client'

import { useRouter } from 'next/navigation'
import { useEffect, useMemo, useSyncExternalStore } from 'react'
import type { z } from 'zod/mini'
import type { FormPages } from '../leadForm'
import { parseSavedAnswers, type SavedAnswerKey } from './savedAnswers'
import type { StoredLead } from './storedLeadAddress'

type SavingForm = { savedAnswers: SavedAnswerKey; pages: Pick<FormPages, 'form'> }

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
 * A results page's answers: the stored lead's when the server read them (the form was posted without scripts),
 * else read in the browser from the key its form's definition names; checked by the form's schema (null on the
 * server and while hydrating when only the browser has them). Missing or unreadable answers send the visitor
 * back to the form (replace: the empty results page stays out of the history).
 */
export function useSavedAnswers<T extends z.ZodMiniType>(
  { savedAnswers, pages }: SavingForm,
  schema: T,
  stored: StoredLead | null = null,
): z.output<T> | null {
  const router = useRouter()
  // undefined on the server and during hydration; the stored text (or null) in the browser.
  const raw = useSyncExternalStore(
    noSubscription,
    () => readRaw(savedAnswers),
    () => undefined,
  )
  const answers = useMemo(() => {
    const given = stored ? schema.safeParse(stored.answers) : null
    if (given?.success) return given.data
    return raw === undefined ? null : parseSavedAnswers(raw, schema)
  }, [stored, raw, schema])
  const missing = raw !== undefined && answers === null
  const formPath = pages.form

  useEffect(() => {
    if (missing) router.replace(formPath)
  }, [missing, formPath, router])

  return answers
}
