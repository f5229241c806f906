'use client'

import { useCallback, useEffect, useState } from 'react'
import { focusFirstMissing } from './focusFirstMissing'
import { missingSentence, refusedFields } from './missingFields'
import type { FormStore } from './formStore'
import type { Verdict } from './verdict'
import { missingWording } from './missingWording'
import { useFormSelector } from './useFormSelector'

const isPending = (verdict: Verdict<unknown>) => !verdict.success && verdict.pending === true

/** The mark of a wizard's step in the browser's history: each step is an entry, so Back goes one step back. */
const STEP_ENTRY = 'wizardStep'

/** A history entry as a wizard marks it: its step, and whether the entry before it is the step before (moved on in this page). */
type StepEntry = { step: number; movedOn: boolean }

/** The step a history entry names (the page's own entry, without one, is the first step). */
function stepEntryOf(state: unknown): StepEntry {
  const mark = typeof state === 'object' && state !== null ? (state as Record<string, unknown>)[STEP_ENTRY] : undefined
  if (typeof mark !== 'object' || mark === null) return { step: 1, movedOn: false }
  const { step, movedOn } = mark as Partial<StepEntry>
  return { step: typeof step === 'number' && Number.isInteger(step) ? step : 1, movedOn: movedOn === true }
}

/** Marks the current entry (a step reached otherwise) or a new one (moved on) with a step; Next's own state is kept in it, so its router sees the same page. */
function markEntry(step: number, how: 'push' | 'replace') {
  const state = { ...window.history.state, [STEP_ENTRY]: { step, movedOn: how === 'push' } satisfies StepEntry }
  if (how === 'push') window.history.pushState(state, '')
  else window.history.replaceState(state, '')
}

/**
 * Which step a wizard shows and whether it may move on: a step's own fields must pass the form's
 * schema; the last step needs the whole form valid, as the send button does. It starts on `firstStep`: the
 * server's, when the wizard was posted without scripts.
 */
export function useWizard<Output>(store: FormStore<Output>, steps: readonly (readonly string[])[], firstStep = 1) {
  const [index, setIndex] = useState(firstStep - 1)
  const total = steps.length
  const clamp = useCallback((step: number) => Math.min(Math.max(step, 1), total), [total])
  // Stable, so the draft's restoring effect runs once. The entry it resumes in is that step's: Back then leaves.
  const resume = useCallback(
    (step: number) => {
      setIndex(clamp(step) - 1)
      markEntry(clamp(step), 'replace')
    },
    [clamp],
  )
  // The browser's Back and Forward move between the steps reached.
  useEffect(() => {
    if (firstStep > 1) markEntry(firstStep, 'replace')
    const onMove = () => setIndex(clamp(stepEntryOf(window.history.state).step) - 1)
    window.addEventListener('popstate', onMove)
    return () => window.removeEventListener('popstate', onMove)
  }, [clamp, firstStep])
  const moveOn = (from: number) => {
    setIndex(from + 1)
    markEntry(from + 2, 'push')
  }
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
      if (canNext) moveOn(index)
      // Pressed before the schema arrived: the step moves on once it is here, if its answers pass.
      else if (isPending(store.check())) {
        void store.ready().then(() => {
          // Not if the visitor has gone to another step meanwhile.
          if (stepEntryOf(window.history.state).step !== index + 1) return
          if (passes(store.check())) moveOn(index)
          else refuse()
        })
      } else refuse()
    },
    /** One step back: the step's own history entry goes, as with the browser's Back, when the step before is the entry before. */
    previous: () => {
      if (index === 0) return
      const entry = stepEntryOf(window.history.state)
      if (entry.movedOn && entry.step === index + 1) return window.history.back()
      setIndex(index - 1)
      markEntry(index, 'replace')
    },
    restart: () => setIndex(0),
    /** Back to a step the visitor had reached (a restored draft: readWizardDraftShape, then checkWizardDraft). */
    resume,
  }
}
