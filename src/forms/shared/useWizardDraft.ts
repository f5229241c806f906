'use client'

import { useEffect, useLayoutEffect, useRef, useState } from 'react'
import type { z } from 'zod/mini'
import type { FormOrigin } from '@/rules/formOrigins'
import { draftWriter } from './draftWriter'
import type { FormStore, FormValues } from './formStore'
import { checkWizardDraft, readWizardDraftShape } from './parseWizardDraft'
import { readWizardDraft } from './readWizardDraft'
import { revealRestoredWizard } from './revealRestoredWizard'
import { wizardDraftKey } from './wizardDraftKey'

/** The form's own fields only: nothing the store may hold besides is written. */
function draftOf(values: FormValues, steps: readonly (readonly string[])[], step: number) {
  const known = steps.flat().filter((name) => Object.hasOwn(values, name))
  return { step, values: Object.fromEntries(known.map((name) => [name, values[name]])) }
}

type Wizard = { step: number; resume: (step: number) => void }
type Form = {
  origin: FormOrigin
  loadSchema: () => Promise<z.ZodMiniType>
  steps: readonly (readonly string[])[]
  /** The server drew the wizard from a posted step: what it shows is newer than any draft. */
  posted: boolean
}

/**
 * Keeps a wizard's answers and step in this tab's sessionStorage as the visitor goes, and puts them
 * back once the page has hydrated (the server's HTML shows step 1, or the step it moved a posted wizard to), so a reload loses nothing: as written at
 * once, so the step shows without waiting for the schema, then as the schema judges it. The
 * honeypot, the consent box and the submission id live outside the store and are never kept.
 * `clear` is called once the lead is stored: the next visit starts afresh.
 */
export function useWizardDraft<Output>(store: FormStore<Output>, wizard: Wizard, { origin, loadSchema, steps, posted }: Form) {
  const [writer] = useState(() => draftWriter(wizardDraftKey(origin)))
  const step = useRef(wizard.step)
  const restored = useRef(false)
  const stepWatched = useRef(false)
  const { resume } = wizard

  useEffect(() => {
    const save = () => writer.save(draftOf(store.getValues(), steps, step.current))
    if (!restored.current) {
      restored.current = true
      const shape = { steps, initialValues: store.getValues() }
      const draft = posted ? null : readWizardDraftShape(readWizardDraft(origin), shape)
      if (draft) {
        store.setValues(draft.values)
        step.current = draft.step
        resume(draft.step)
        loadSchema().then(
          (schema) => {
            const checked = checkWizardDraft(draft, { ...shape, schema })
            const refused = Object.keys(draft.values).filter((name) => !Object.is(checked.values[name], draft.values[name]))
            if (refused.length) store.setValues(Object.fromEntries(refused.map((name) => [name, checked.values[name]])))
            if (checked.step < draft.step) resume(checked.step)
          },
          // The store tells it already and keeps the draft's answers unjudged: the send button waits for the schema.
          () => undefined,
        )
      }
      if (!draft || draft.step === 1) revealRestoredWizard()
    }
    // Written at once too: a started wizard (the /faisabilite start panel left behind) is itself worth keeping.
    save()
    const unsubscribe = store.subscribe(save)
    window.addEventListener('pagehide', writer.flush)
    return () => {
      unsubscribe()
      window.removeEventListener('pagehide', writer.flush)
      writer.flush()
    }
  }, [store, writer, origin, loadSchema, steps, resume, posted])

  // Before the paint that shows the restored step: the wizard appears on it, never on step 1 first.
  useLayoutEffect(() => {
    if (wizard.step > 1) revealRestoredWizard()
  }, [wizard.step])

  useEffect(() => {
    // The first run sees the server's step 1 while the restored step is on its way: the effect above saved already.
    if (!stepWatched.current) {
      stepWatched.current = true
      return
    }
    if (step.current === wizard.step) return
    step.current = wizard.step
    writer.save(draftOf(store.getValues(), steps, wizard.step))
  }, [wizard.step, store, writer, steps])

  return { clear: writer.clear }
}
