'use client'

import { useRouter } from 'next/navigation'
import { useEffect, useState } from 'react'
import type { z } from 'zod'
import type { FormPages } from '../leadForm'
import { readAnswers, type SavedAnswerKey } from './savedAnswers'

type SavingForm<T extends z.ZodType> = { savedAnswers: SavedAnswerKey; schema: T; pages: Pick<FormPages, 'form'> }

/**
 * A results page's answers, read once in the browser from the key its form's definition names.
 * Missing or unreadable answers send the visitor back to the form (replace: the empty results page
 * stays out of the history).
 */
export function useSavedAnswers<T extends z.ZodType>({ savedAnswers, schema, pages }: SavingForm<T>): z.output<T> | null {
  const router = useRouter()
  const [answers, setAnswers] = useState<z.output<T> | null>(null)
  const formPath = pages.form

  useEffect(() => {
    const saved = readAnswers(savedAnswers, schema)
    if (saved === null) router.replace(formPath)
    else setAnswers(saved)
  }, [savedAnswers, schema, formPath, router])

  return answers
}
