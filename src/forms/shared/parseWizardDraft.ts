import type { z } from 'zod/mini'
import { refusedFields } from './missingFields'
import type { FormValues } from './formStore'

/** Where a visitor was in a wizard: the step shown (1-based) and the answers given so far. */
export type WizardDraft = { step: number; values: FormValues }

type Form = { schema: z.ZodMiniType; steps: readonly (readonly string[])[]; initialValues: FormValues }

/** Drafts are a few hundred bytes; anything much larger was not written by this site. */
const maxLength = 20_000

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * A stored draft back to a wizard's state: only the form's own fields, each kept only when the form's
 * schema accepts it (answers the form no longer offers are dropped), over the form's initial values;
 * the step is the saved one unless an earlier step is no longer complete. Null when nothing is usable.
 */
export function parseWizardDraft(raw: string | null, { schema, steps, initialValues }: Form): WizardDraft | null {
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
  const verdict = schema.safeParse({ ...initialValues, ...Object.fromEntries(offered) })
  const refused = new Set(refusedFields(verdict))
  const values = { ...initialValues, ...Object.fromEntries(offered.filter(([name]) => !refused.has(name))) }

  const saved = typeof stored.step === 'number' && Number.isInteger(stored.step) ? stored.step : 1
  const wanted = Math.min(Math.max(saved, 1), steps.length)
  // The wizard lets a visitor past a step only once its fields pass: the same holds on the way back in.
  const checked = schema.safeParse(values)
  const incomplete = steps.slice(0, wanted - 1).findIndex((fields) => refusedFields(checked, fields).length > 0)
  return { step: incomplete === -1 ? wanted : incomplete + 1, values }
}
