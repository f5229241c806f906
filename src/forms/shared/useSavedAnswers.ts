'use client'

import { useRouter } from 'next/navigation'
import { useEffect, useState } from 'react'
import type { z } from 'zod'
import { readAnswers, type SavedAnswerKey } from './savedAnswers'

/**
 * A results page's answers, read once in the browser. Missing or unreadable answers send the
 * visitor back to the form (replace: the empty results page stays out of the history).
 */
export function useSavedAnswers<T extends z.ZodType>(key: SavedAnswerKey, schema: T, formPath: string): z.output<T> | null {
  const router = useRouter()
  const [answers, setAnswers] = useState<z.output<T> | null>(null)

  useEffect(() => {
    const saved = readAnswers(key, schema)
    if (saved === null) router.replace(formPath)
    else setAnswers(saved)
  }, [key, schema, formPath, router])

  return answers
}
