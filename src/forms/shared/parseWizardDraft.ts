import type { z } from 'zod/mini'
import { typedAnswersOf } from './formDataAnswers'
import { refusedFields } from './missingFields'
import type { FormValues } from './formStore'
import { verdictOf } from './verdict'

/** Where a visitor was in a wizard: the step shown (1-based) and the answers given so far. */
export type WizardDraft = { step: number; values: FormValues }

type Shape = { steps: readonly (readonly string[])[]; initialValues: FormValues }

/** Drafts are a few hundred bytes; anything much larger was not written by this site. */
const maxLength = 20_000

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * A stored draft as it was written, before any check: the form's own fields over its initial values and
 * the saved step within the wizard's. Null when nothing is usable. Put back at once, so the visitor's step
 * shows without waiting for the schema; checkWizardDraft then judges it.
 */
export function readWizardDraftShape(raw: string | null, { steps, initialValues }: Shape): WizardDraft | null {
  if (!raw || raw.length > maxLength) return null
  let stored: unknown
  try {
    stored = JSON.parse(raw)
  } catch {
    return null
  }
  if (!isRecord(stored) || !isRecord(stored.values)) return null
  const known = new Set(steps.flat())
  const offered = Object.entries(stored.values).filter(([name]) => known.has(name))
  const saved = typeof stored.step === 'number' && Number.isInteger(stored.step) ? stored.step : 1
  return { step: Math.min(Math.max(saved, 1), steps.length), values: { ...initialValues, ...Object.fromEntries(offered) } }
}

/** The longest text a draft keeps as typed: a field's own limit says the rest. */
const MAX_TYPED_LENGTH = 5000

/**
 * A draft judged by the form's schema: a choice kept only when the schema accepts it (one the form no longer
 * offers falls back to the initial value), a text kept as the visitor typed it, finished or not (« 80 » of a
 * postal code, « marie@ora »: the field says what is missing); and the step the saved one unless an earlier step
 * is no longer complete.
 */
export function checkWizardDraft(draft: WizardDraft, { schema, steps, initialValues }: Shape & { schema: z.ZodMiniType }): WizardDraft {
  const typed = typedAnswersOf(schema)
  const keptAsTyped = (name: string) => {
    const value = draft.values[name]
    return typed.has(name) && typeof value === 'string' && value.length <= MAX_TYPED_LENGTH
  }
  const refused = new Set(refusedFields(verdictOf(schema, draft.values)).filter((name) => !keptAsTyped(name)))
  const values = { ...initialValues, ...Object.fromEntries(Object.entries(draft.values).filter(([name]) => !refused.has(name))) }
  // The wizard lets a visitor past a step only once its fields pass: the same holds on the way back in.
  const checked = verdictOf(schema, values)
  const incomplete = steps.slice(0, draft.step - 1).findIndex((fields) => refusedFields(checked, fields).length > 0)
  return { step: incomplete === -1 ? draft.step : incomplete + 1, values }
}
