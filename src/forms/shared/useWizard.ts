'use client'

import { useCallback, useState } from 'react'
import { focusFirstMissing } from './focusFirstMissing'
import { missingSentence, refusedFields } from './missingFields'
import type { FormStore } from './formStore'
import type { Verdict } from './verdict'
import { missingWording } from './missingWording'
import { useFormSelector } from './useFormSelector'

const isPending = (verdict: Verdict<unknown>) => !verdict.success && verdict.pending === true

/**
 * Which step a wizard shows and whether it may move on: a step's own fields must pass the form's
 * schema; the last step needs the whole form valid, as the send button does. It starts on `firstStep`: the
 * server's, when the wizard was posted without scripts.
 */
export function useWizard<Output>(store: FormStore<Output>, steps: readonly (readonly string[])[], firstStep = 1) {
  const [index, setIndex] = useState(firstStep - 1)
  const total = steps.length
  // Stable, so the draft's restoring effect runs once.
  const resume = useCallback((step: number) => setIndex(Math.min(Math.max(step, 1), total) - 1), [total])
  const last = index === total - 1
  const stepFields = steps[index] ?? []
  // Both read the store's one verdict per change (form.check()), not a parse of their own; a pending verdict
  // (the schema on its way) lets no step move on.
  const passes = (verdict: Verdict<Output>) =>
    verdict.success || (!last && !verdict.pending && refusedFields(verdict, stepFields).length === 0)
  const canNext = useFormSelector(store, (form) => passes(form.check()))
  const missing = useFormSelector(store, (form) =>
    canNext ? '' : missingSentence(refusedFields(form.check(), last ? undefined : stepFields), missingWording),
  )

  return {
    step: index + 1,
    total,
    last,
    canNext,
    /** 'Il manque : …' for this step (the whole form on the last one); empty when it may move on. */
    missing,
    /** Moves on if the step passes; else, given the form, brings the visitor to the step's first field missing. */
    next: (form?: HTMLFormElement | null) => {
      if (last) return
      const refuse = () => focusFirstMissing(form, refusedFields(store.check(), stepFields))
      if (canNext) setIndex(index + 1)
      // Pressed before the schema arrived: the step moves on once it is here, if its answers pass.
      else if (isPending(store.check())) {
        void store.ready().then(() => {
          if (passes(store.check())) setIndex((current) => (current === index ? index + 1 : current))
          else refuse()
        })
      } else refuse()
    },
    previous: () => setIndex(Math.max(0, index - 1)),
    restart: () => setIndex(0),
    /** Back to a step the visitor had reached (a restored draft: readWizardDraftShape, then checkWizardDraft). */
    resume,
  }
}
