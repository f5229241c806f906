'use client'

import { useState } from 'react'
import type { z } from 'zod/mini'
import { missingFields, missingSentence } from '@/rules/missingFields'
import { missingWording } from './missingWording'
import { isStepValid } from './stepValidity'

/**
 * Which step a wizard shows and whether it may move on: a step's own fields must pass the form's
 * schema; the last step needs the whole form valid, as the send button does.
 */
export function useWizard(schema: z.ZodMiniType, steps: readonly (readonly string[])[], values: unknown) {
  const [index, setIndex] = useState(0)
  const total = steps.length
  const last = index === total - 1
  const canNext = last ? schema.safeParse(values).success : isStepValid(schema, values, steps[index] ?? [])
  const missing = canNext ? '' : missingSentence(missingFields(schema, values, last ? undefined : (steps[index] ?? [])), missingWording)

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
