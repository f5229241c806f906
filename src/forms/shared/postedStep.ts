import type { z } from 'zod/mini'
import { refusedFields } from './missingFields'
import { verdictOf } from './verdict'

/** The field a wizard names its shown step in, and the one its buttons name their move in, when the browser posts it. */
export const WIZARD_STEP_FIELD = 'wizardStep'
export const WIZARD_MOVE_FIELD = 'wizardMove'

/** What a posted wizard asks: begin (its start button), go back, or go on (Next, Enter, the send button on the last step). */
export type WizardMove = 'start' | 'previous' | 'next'

export const wizardMoveOf = (value: unknown): WizardMove => (value === 'start' || value === 'previous' ? value : 'next')

/** The step a posted wizard showed: a whole number within its steps, else the first. */
export function postedStepNumber(value: unknown, total: number): number {
  const step = typeof value === 'string' && /^\d{1,2}$/.test(value) ? Number(value) : 1
  return Math.min(Math.max(step, 1), total)
}

/**
 * Where a wizard posted without its scripts goes (its start button aside), as the browser's wizard would: back a step, or on when the
 * step's own fields pass the form's schema (else it stays, with each refused field's message); from the last
 * step, with every answer, it is sent. The step is the browser's word: the lead is still judged whole when sent.
 */
export function postedStep(
  schema: z.ZodMiniType,
  steps: readonly (readonly string[])[],
  shown: number,
  move: Exclude<WizardMove, 'start'>,
  answers: Readonly<Record<string, unknown>>,
): { send: true } | { send: false; step: number; errors: Record<string, string> } {
  if (move === 'previous') return { send: false, step: Math.max(1, shown - 1), errors: {} }
  if (shown >= steps.length) return { send: true }
  const verdict = verdictOf(schema, answers)
  const stepFields = steps[shown - 1] ?? []
  const refused = refusedFields(verdict, stepFields)
  if (refused.length === 0) return { send: false, step: shown + 1, errors: {} }
  const issues = verdict.success ? [] : verdict.issues
  const errors: Record<string, string> = {}
  for (const field of refused) errors[field] = issues.find((issue) => issue.field === field)?.message ?? ''
  return { send: false, step: shown, errors }
}
