'use client'

import { useState } from 'react'
import { missingFields, missingSentence } from '@/rules/missingFields'
import type { FormStore } from './formStore'
import { missingWording } from './missingWording'
import { isStepValid } from './stepValidity'
import { useFormSelector } from './useFormSelector'

/**
 * Which step a wizard shows and whether it may move on: a step's own fields must pass the form's
 * schema; the last step needs the whole form valid, as the send button does.
 */
export function useWizard<Output>(store: FormStore<Output>, steps: readonly (readonly string[])[]) {
  const [index, setIndex] = useState(0)
  const total = steps.length
  const last = index === total - 1
  const stepFields = steps[index] ?? []
  const canNext = useFormSelector(store, (form) => (last ? form.check().success : isStepValid(form.schema, form.getValues(), stepFields)))
  const missing = useFormSelector(store, (form) =>
    canNext ? '' : missingSentence(missingFields(form.schema, form.getValues(), last ? undefined : stepFields), missingWording),
  )

  return {
    step: index + 1,
    total,
    last,
    canNext,
    /** 'Il manque : …' for this step (the whole form on the last one); empty when it may move on. */
    missing,
    next: () => {
      if (canNext && !last) setIndex(index + 1)
    },
    previous: () => setIndex(Math.max(0, index - 1)),
    restart: () => setIndex(0),
  }
}
